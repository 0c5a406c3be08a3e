import type { TypeOptions, TypeTargetId } from '../meta';
import type { TypeModel } from '../model';
import { renderCSharp } from './csharp';
import { renderGo } from './go';
import { renderJava } from './java';
import { renderJsonSchema } from './json-schema';
import { renderKotlin } from './kotlin';
import { renderPython } from './python';
import { renderRust } from './rust';
import { renderSwift } from './swift';
import { renderTypeScript } from './typescript';
import { renderZod } from './zod';

/** Writes a type model as source text of one target. */
export type Renderer = (model: TypeModel, options: Required<TypeOptions>) => string;

/** One renderer per target (a target missing here fails the type-check). */
export const RENDERERS: Record<TypeTargetId, Renderer> = {
  typescript: renderTypeScript,
  'json-schema': renderJsonSchema,
  zod: renderZod,
  go: renderGo,
  rust: renderRust,
  python: renderPython,
  java: renderJava,
  csharp: renderCSharp,
  kotlin: renderKotlin,
  swift: renderSwift,
};
