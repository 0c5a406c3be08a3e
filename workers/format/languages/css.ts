import * as postcss from 'prettier/plugins/postcss';
import type { Result } from '../../shared/result';
import type { FormatOptions } from '../meta';
import { formatWithPrettier, prettierLayout } from './prettier';

/** Formats CSS with prettier's postcss parser (100 columns, 2 spaces unless chosen otherwise). */
export function formatCss(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  return formatWithPrettier(code, { parser: 'css', plugins: [postcss], ...prettierLayout('css', options) });
}
