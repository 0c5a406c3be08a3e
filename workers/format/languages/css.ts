import * as postcss from 'prettier/plugins/postcss';
import type { Result } from '../../shared/result';
import { formatWithPrettier } from './prettier';

/** Formats CSS with prettier's postcss parser. */
export function formatCss(code: string): Promise<Result<string>> {
  return formatWithPrettier(code, { parser: 'css', plugins: [postcss], printWidth: 100, tabWidth: 2 });
}
