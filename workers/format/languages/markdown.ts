import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as markdown from 'prettier/plugins/markdown';
import * as postcss from 'prettier/plugins/postcss';
import * as yaml from 'prettier/plugins/yaml';
import type { Result } from '../../shared/result';
import { formatWithPrettier } from './prettier';

/**
 * Formats Markdown with prose wrapped at 80 columns. The babel, estree, postcss and yaml plugins let prettier
 * format fenced js/jsx/json/css/scss/less code and YAML front matter as the CLI does; fences in other languages
 * (ts, html, …) are kept as written.
 */
export function formatMarkdown(code: string): Promise<Result<string>> {
  return formatWithPrettier(code, {
    parser: 'markdown',
    plugins: [markdown, babel, estree, postcss, yaml],
    printWidth: 80,
    proseWrap: 'always',
  });
}
