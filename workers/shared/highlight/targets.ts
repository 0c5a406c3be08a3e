import { cLikeTokenizer, JAVA, TYPESCRIPT, type CLikeSyntax } from './c-like';
import { tokenizeJson } from './json';
import { tokenizePython } from './python';
import type { LineTokenizer } from './tokens';
import type { TypeTargetId } from '../../types/meta';

const words = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean));

/** The C-like syntaxes the formatters do not have: keywords and literals of the types each renderer writes. */
const GO: CLikeSyntax = {
  keywords: words('break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var'),
  literals: words('true false nil iota'),
  capitalisedTypes: true,
};
const RUST: CLikeSyntax = {
  keywords: words('as async await break const continue crate dyn else enum extern fn for if impl in let loop match mod move mut pub ref return self Self static struct super trait type unsafe use where while'),
  literals: words('true false None Some'),
  hash: 'preprocessor',
  capitalisedTypes: true,
};
const CSHARP: CLikeSyntax = {
  keywords: words('abstract as base bool byte class const decimal double enum float int internal long namespace new object override partial private protected public readonly record sealed static string struct uint ulong using virtual void'),
  literals: words('true false null'),
  hash: 'preprocessor',
  capitalisedTypes: true,
};
const KOTLIN: CLikeSyntax = {
  keywords: words('class data enum fun import interface internal object override package private public sealed typealias val var'),
  literals: words('true false null'),
  annotations: true,
  capitalisedTypes: true,
};
const SWIFT: CLikeSyntax = {
  keywords: words('case class enum extension func import init let private protocol public static struct typealias var switch self throws try'),
  literals: words('true false nil'),
  capitalisedTypes: true,
};

/** The line tokenizer that colours each target's output (JSON Schema as JSON, Zod as TypeScript). */
export const TARGET_TOKENIZERS: Record<TypeTargetId, LineTokenizer> = {
  typescript: cLikeTokenizer(TYPESCRIPT),
  'json-schema': tokenizeJson,
  zod: cLikeTokenizer(TYPESCRIPT),
  go: cLikeTokenizer(GO),
  rust: cLikeTokenizer(RUST),
  python: tokenizePython,
  java: cLikeTokenizer(JAVA),
  csharp: cLikeTokenizer(CSHARP),
  kotlin: cLikeTokenizer(KOTLIN),
  swift: cLikeTokenizer(SWIFT),
};
