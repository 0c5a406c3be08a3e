import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as html from 'prettier/plugins/html';
import * as postcss from 'prettier/plugins/postcss';
import type { Result } from '../../shared/result';
import type { FormatOptions } from '../meta';
import { formatWithPrettier, prettierLayout } from './prettier';

/** Formats HTML with prettier; babel, estree and postcss format inline `<script>` and `<style>` like the CLI does. */
export function formatHtml(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  return formatWithPrettier(code, {
    parser: 'html',
    plugins: [html, babel, estree, postcss],
    ...prettierLayout('html', options),
    htmlWhitespaceSensitivity: 'css',
  });
}
