import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as html from 'prettier/plugins/html';
import * as postcss from 'prettier/plugins/postcss';
import type { Result } from '../../shared/result';
import { formatWithPrettier } from './prettier';

/** Formats HTML with prettier; babel, estree and postcss format inline `<script>` and `<style>` like the CLI does. */
export function formatHtml(code: string): Promise<Result<string>> {
  return formatWithPrettier(code, {
    parser: 'html',
    plugins: [html, babel, estree, postcss],
    printWidth: 120,
    tabWidth: 2,
    htmlWhitespaceSensitivity: 'css',
  });
}
