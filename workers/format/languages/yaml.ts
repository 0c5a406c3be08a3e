import * as yaml from 'prettier/plugins/yaml';
import type { Result } from '../../shared/result';
import { formatWithPrettier } from './prettier';

/** Formats YAML with prettier. */
export function formatYaml(code: string): Promise<Result<string>> {
  return formatWithPrettier(code, { parser: 'yaml', plugins: [yaml], tabWidth: 2 });
}
