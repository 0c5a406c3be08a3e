import type { Extension } from '@codemirror/state';
import type { FormatLanguageId } from '@workers/format/meta';

/**
 * CodeMirror's language support for each formatter language, each in its own chunk, fetched with the editor
 * only for the language of the page. TypeScript is JavaScript's parser in its TypeScript dialect.
 */
const SUPPORT: Record<FormatLanguageId, () => Promise<Extension>> = {
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  xml: () => import('@codemirror/lang-xml').then((m) => m.xml()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
  php: () => import('@codemirror/lang-php').then((m) => m.php()),
  yaml: () => import('@codemirror/lang-yaml').then((m) => m.yaml()),
};

/**
 * The language's parser plus syntax colouring by class: the parser's highlight tags become the `tok-*` classes of
 * syntax-colours.css, the same palette as the output view, so nothing is styled at run time.
 */
export async function loadEditorLanguage(id: FormatLanguageId): Promise<Extension> {
  const [support, { syntaxHighlighting }, { tagHighlighter, tags: t }] = await Promise.all([
    SUPPORT[id](),
    import('@codemirror/language'),
    import('@lezer/highlight'),
  ]);
  const highlighter = tagHighlighter([
    { tag: [t.propertyName, t.definition(t.propertyName)], class: 'tok-key' },
    { tag: [t.string, t.special(t.string), t.regexp, t.character, t.attributeValue, t.inserted], class: 'tok-string' },
    { tag: [t.number, t.integer, t.float, t.color, t.unit], class: 'tok-number' },
    { tag: [t.keyword, t.self, t.operatorKeyword, t.controlKeyword, t.definitionKeyword, t.moduleKeyword, t.modifier], class: 'tok-keyword' },
    { tag: [t.bool, t.null, t.atom], class: 'tok-literal' },
    { tag: [t.comment, t.lineComment, t.blockComment, t.docComment], class: 'tok-comment' },
    { tag: [t.tagName, t.angleBracket], class: 'tok-tag' },
    { tag: t.attributeName, class: 'tok-attr' },
    { tag: [t.typeName, t.className, t.namespace], class: 'tok-type' },
    { tag: [t.meta, t.processingInstruction, t.documentMeta, t.annotation, t.macroName, t.labelName], class: 'tok-meta' },
    { tag: [t.function(t.variableName), t.function(t.propertyName)], class: 'tok-function' },
    { tag: t.heading, class: 'tok-heading' },
    { tag: [t.link, t.url], class: 'tok-link' },
    { tag: [t.emphasis, t.strong], class: 'tok-emphasis' },
  ]);
  return [support, syntaxHighlighting(highlighter)];
}
