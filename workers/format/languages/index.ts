import type { Result } from '../../shared/result';
import { indentOf, type FormatLanguageId, type FormatOptions } from '../meta';

/** One language's formatter, once its module has loaded. */
export type Formatter = (code: string, options: FormatOptions) => Result<string> | Promise<Result<string>>;

/**
 * The engine registry: every formatter language to a loader of its module. Each `import()` becomes its own chunk,
 * so a language's engine (prettier plugins, WASM) is fetched only when that language is first formatted.
 */
export const FORMAT_ENGINES: Record<FormatLanguageId, () => Promise<Formatter>> = {
  json: () => import('./json').then(m => (code: string, o: FormatOptions) => m.formatJson(code, { indent: indentOf('json', o), minify: o.minify, sortKeys: o.sortKeys })),
  xml: () => import('./xml').then(m => (code: string, o: FormatOptions) => m.formatXml(code, { indent: indentOf('xml', o), minify: o.minify })),
  html: () => import('./html').then(m => m.formatHtml),
  css: () => import('./css').then(m => m.formatCss),
  sql: () => import('./sql').then(m => m.formatSql),
  javascript: () => import('./javascript').then(m => m.formatJavaScript),
  typescript: () => import('./typescript').then(m => m.formatTypeScript),
  python: () => import('./python').then(m => m.formatPython),
  java: () => import('./java').then(m => m.formatJava),
  cpp: () => import('./cpp').then(m => m.formatCpp),
  markdown: () => import('./markdown').then(m => m.formatMarkdown),
  php: () => import('./php').then(m => m.formatPhp),
  yaml: () => import('./yaml').then(m => m.formatYaml),
};
