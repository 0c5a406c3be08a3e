import * as estree from 'prettier/plugins/estree';
import * as typescript from 'prettier/plugins/typescript';
import * as graphql from 'prettier/plugins/graphql';
import * as postcss from 'prettier/plugins/postcss';
import type { Result } from '../../shared/result';
import type { FormatOptions } from '../meta';
import { formatWithPrettier, prettierLayout, SCRIPT_OPTIONS } from './prettier';

/**
 * Formats TypeScript (and TSX) with prettier's typescript parser and the same options as JavaScript, embedded CSS
 * and GraphQL templates included.
 */
export function formatTypeScript(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  return formatWithPrettier(code, {
    parser: 'typescript',
    plugins: [typescript, estree, postcss, graphql],
    ...SCRIPT_OPTIONS,
    ...prettierLayout('typescript', options),
  });
}
