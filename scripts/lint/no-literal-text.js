/**
 * ESLint rule `devtoolbox/no-literal-text`: words a person reads come from the message files, never from a literal in
 * a component. It flags, in JSX:
 * - text between tags (`<button>Format</button>`) and a string as a child (`<p>{'Nothing yet'}</p>`);
 * - a string given to an attribute a person reads or hears (`aria-label`, `placeholder`, `title`, `label`, `alt`):
 *   `title="Copy"`, `title={'Copy'}`, `` title={`Copy ${n}`} ``, and either branch of `title={a ? 'On' : 'Off'}`.
 * A text with no letter in it (punctuation, symbols, numbers: `·`, `→`, `100%`) passes, and so does one made only
 * of the names in `allow` (product and format names that are never translated: `JSON`, `DevToolbox`) besides such
 * characters.
 *
 * A local rule rather than eslint-plugin-i18next's `no-literal-string`: its `jsx-text-only` mode does not look at
 * attributes, and its `jsx-only` mode flags every string inside JSX (comparisons, class names, keys of a map), so
 * it would need a long exclusion list to say what this rule says in a few lines.
 */

/** The attributes whose value a person reads (or a screen reader says). */
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'label', 'alt']);

const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'words on screen come from the message files, not from literals in JSX' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Literal text "{{text}}" in JSX: read it from the messages (useT() or the tool scope) so every language has it',
      attribute: 'Literal {{name}} "{{text}}": read it from the messages (useT() or the tool scope) so every language has it',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    /** Whether `text` has a word that is not an allowed name. */
    const isWords = (text) =>
      text
        .split(/[^\p{L}\p{N}_'’.-]+/u)
        .map((w) => w.replace(/^[.'’-]+|[.'’-]+$/g, ''))
        .some((word) => LETTER.test(word) && !allow.has(word));
    const shown = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 60);

    /** The literal texts an expression yields as it is: a string, a template's text parts, the branches of ?: and ||/??/&&. */
    function literalsOf(node) {
      if (!node) return [];
      switch (node.type) {
        case 'Literal':
          return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
        case 'TemplateLiteral':
          return [{ node, text: node.quasis.map((q) => q.value.cooked ?? '').join(' ') }];
        case 'ConditionalExpression':
          return [...literalsOf(node.consequent), ...literalsOf(node.alternate)];
        case 'LogicalExpression':
          // `a && 'Text'` shows the right side; `a || 'Text'` and `a ?? 'Text'` either.
          return node.operator === '&&' ? literalsOf(node.right) : [...literalsOf(node.left), ...literalsOf(node.right)];
        default:
          return [];
      }
    }

    return {
      JSXText(node) {
        if (isWords(node.value)) context.report({ node, messageId: 'text', data: { text: shown(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        for (const { node: literal, text } of literalsOf(node.expression)) {
          if (isWords(text)) context.report({ node: literal, messageId: 'text', data: { text: shown(text) } });
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        const literals = node.value.type === 'JSXExpressionContainer' ? literalsOf(node.value.expression) : literalsOf(node.value);
        for (const { node: literal, text } of literals) {
          if (isWords(text)) context.report({ node: literal, messageId: 'attribute', data: { name, text: shown(text) } });
        }
      },
    };
  },
};
