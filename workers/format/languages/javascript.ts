import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as graphql from 'prettier/plugins/graphql';
import * as postcss from 'prettier/plugins/postcss';
import type { Result } from '../../shared/result';
import type { FormatOptions } from '../meta';
import { formatWithPrettier, prettierLayout, SCRIPT_OPTIONS } from './prettier';

/**
 * Formats JavaScript (and JSX) with prettier's babel parser and the product's JS options. The postcss and graphql
 * plugins let prettier format embedded CSS (styled-components, `css` templates) and GraphQL (`gql`, `graphql`
 * templates) as the CLI does.
 */
export function formatJavaScript(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  return formatWithPrettier(code, {
    parser: 'babel',
    plugins: [babel, estree, postcss, graphql],
    ...SCRIPT_OPTIONS,
    ...prettierLayout('javascript', options),
  });
}
