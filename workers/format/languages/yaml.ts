import * as yaml from 'prettier/plugins/yaml';
import type { Result } from '../../shared/result';
import type { FormatOptions } from '../meta';
import { formatWithPrettier, prettierLayout } from './prettier';

/** Formats YAML with prettier. */
export function formatYaml(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  return formatWithPrettier(code, { parser: 'yaml', plugins: [yaml], ...prettierLayout('yaml', options) });
}
