import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import type { Result } from '../../shared/result';
import { formatWithPrettier, SCRIPT_OPTIONS } from './prettier';

/** Formats JavaScript (and JSX) with prettier's babel parser and the product's JS options. */
export function formatJavaScript(code: string): Promise<Result<string>> {
  return formatWithPrettier(code, { parser: 'babel', plugins: [babel, estree], ...SCRIPT_OPTIONS });
}
