import * as estree from 'prettier/plugins/estree';
import * as typescript from 'prettier/plugins/typescript';
import type { Result } from '../../shared/result';
import { formatWithPrettier, SCRIPT_OPTIONS } from './prettier';

/** Formats TypeScript (and TSX) with prettier's typescript parser and the same options as JavaScript. */
export function formatTypeScript(code: string): Promise<Result<string>> {
  return formatWithPrettier(code, { parser: 'typescript', plugins: [typescript, estree], ...SCRIPT_OPTIONS });
}
