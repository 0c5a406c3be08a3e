import type { Result } from '../../shared/result';
import type { FormatLanguageId, FormatOptions } from '../meta';

/** One language's formatter, once its module has loaded. */
export type Formatter = (code: string, options: FormatOptions) => Result<string> | Promise<Result<string>>;

/**
 * The engine registry: every formatter language to a loader of its module. Each `import()` becomes its own chunk,
 * so a language's engine (prettier plugins, WASM) is fetched only when that language is first formatted.
 */
export const FORMAT_ENGINES: Record<FormatLanguageId, () => Promise<Formatter>> = {
  json: () => import('./json').then(m => (code: string) => m.formatJson(code)),
  xml: () => import('./xml').then(m => (code: string) => m.formatXml(code)),
  html: () => import('./html').then(m => m.formatHtml),
  css: () => import('./css').then(m => m.formatCss),
  sql: () => import('./sql').then(m => (code: string, options: FormatOptions) => m.formatSql(code, options.sqlDialect)),
  javascript: () => import('./javascript').then(m => m.formatJavaScript),
  typescript: () => import('./typescript').then(m => m.formatTypeScript),
  python: () => import('./python').then(m => m.formatPython),
  java: () => import('./java').then(m => m.formatJava),
  cpp: () => import('./cpp').then(m => m.formatCpp),
  markdown: () => import('./markdown').then(m => m.formatMarkdown),
  php: () => import('./php').then(m => m.formatPhp),
  yaml: () => import('./yaml').then(m => m.formatYaml),
};
