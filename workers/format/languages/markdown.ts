import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as markdown from 'prettier/plugins/markdown';
import * as graphql from 'prettier/plugins/graphql';
import * as html from 'prettier/plugins/html';
import * as postcss from 'prettier/plugins/postcss';
import * as typescript from 'prettier/plugins/typescript';
import * as yaml from 'prettier/plugins/yaml';
import type { Result } from '../../shared/result';
import type { FormatOptions } from '../meta';
import { formatWithPrettier, prettierLayout } from './prettier';

/**
 * Formats Markdown with prose wrapped at 80 columns. With the CLI's set of plugins, prettier formats fenced code
 * in every language it knows (js/jsx/ts/tsx/json/css/scss/less/html/vue/yaml/graphql) and YAML front matter as
 * the CLI does.
 */
export function formatMarkdown(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  return formatWithPrettier(code, {
    parser: 'markdown',
    plugins: [markdown, babel, estree, typescript, postcss, html, yaml, graphql],
    ...prettierLayout('markdown', options),
    proseWrap: 'always',
  });
}
