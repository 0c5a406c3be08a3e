import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { JSON_MESSAGES, scanJson, type JsonMessage } from '@workers/format/json-scanner';
import { formatCode } from '@workers/format/format-code';
import { LOCALES } from '../../lib/locale';
import en from '../../messages/engine/en.json' with { type: 'json' };

/** Every language's engine messages (the files the page loads), read as JSON. */
const files = Object.fromEntries(
  await Promise.all(LOCALES.map(async (l) => [l, ((await import(`../../messages/engine/${l}.json`, { with: { type: 'json' } })) as { default: Record<string, string> }).default] as const)),
);

const format = (message: string, values: Record<string, string | number> | undefined, locale = 'en') =>
  String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values));

/** One of each JSON message, with the arguments the scanner gives (quoted characters and U+XXXX as describeChar writes them). */
const SAMPLES: JsonMessage[] = [
  JSON_MESSAGES.endOfInput,
  JSON_MESSAGES.notClosed('{'),
  JSON_MESSAGES.notClosed('['),
  JSON_MESSAGES.afterValue("'x'"),
  JSON_MESSAGES.afterMember("'\"'"),
  JSON_MESSAGES.afterElement('U+000A'),
  JSON_MESSAGES.propertyName("'''"),
  JSON_MESSAGES.nameSeparator("'{'"),
  JSON_MESSAGES.trailingComma('}'),
  JSON_MESSAGES.trailingComma(']'),
  JSON_MESSAGES.byteOrderMark,
  JSON_MESSAGES.unexpected("'}'"),
  JSON_MESSAGES.unterminatedString,
  JSON_MESSAGES.controlCharacter('U+0009'),
  JSON_MESSAGES.unicodeEscape,
  JSON_MESSAGES.escape("'x'"),
  JSON_MESSAGES.escape("'''"),
  JSON_MESSAGES.escape('U+0001'),
  JSON_MESSAGES.leadingZero,
  JSON_MESSAGES.digitAfterMinus("'a'"),
  JSON_MESSAGES.digitAfterPoint('U+0020'),
  JSON_MESSAGES.digitInExponent("'}'"),
  JSON_MESSAGES.literal('true'),
  JSON_MESSAGES.literal('null'),
];

describe("the JSON engine's messages in the page's languages", () => {
  it.each(SAMPLES.map((m) => [m.code, m] as const))("English's file gives the scanner's exact text: %s", (code, m) => {
    const message = (en as Record<string, string>)[code];
    expect(message).toBeDefined();
    expect(format(message, m.values)).toBe(m.message);
  });

  it('English gives the exact text of the refusal of a document too long to be one string, with and without its depth', () => {
    const message = (en as Record<string, string>)['json-too-large'];
    expect(format(message, { max: '536870888', depth: '16401' })).toBe(
      'The formatted JSON would be longer than the longest possible string (536870888 characters) (nesting depth 16401 here)',
    );
    expect(format(message, { max: '536870888', depth: 'none' })).toBe('The formatted JSON would be longer than the longest possible string (536870888 characters)');
  });

  it('a syntax error found in a document carries the code and values its English message was made from', async () => {
    const cases: [string, string, Record<string, string> | undefined][] = [
      ['{"a":1,}', 'json-trailing-comma', { close: '}' }],
      ['{"a" 1}', 'json-name-separator', { found: "'1'" }],
      ['[1, 2', 'json-not-closed', { open: '[' }],
      ['"\\q"', 'json-escape', { char: 'q' }],
      ['tru', 'json-literal', { word: 'true' }],
      ['{} x', 'json-after-value', { found: "'x'" }],
    ];
    for (const [text, code, values] of cases) {
      const error = scanJson(text, { beginObject() {}, endObject() {}, beginArray() {}, endArray() {}, key() {}, value() {} });
      expect(error).toMatchObject({ code, values });
      expect(format((en as Record<string, string>)[code], error?.values)).toBe(error?.message);
      // The formatter's failure carries them too, with its position.
      const r = await formatCode('json', text);
      expect(r.ok ? null : r.error).toEqual({ message: error?.message, code, values, line: error?.line, column: error?.column });
    }
  });

  it('every language has a message for each code, with the characters and words of the values in it', () => {
    const codes = [...new Set(SAMPLES.map((m) => m.code)), 'json-too-large'];
    for (const locale of LOCALES) {
      for (const m of SAMPLES) {
        const text = format(files[locale][m.code], m.values, locale);
        for (const v of Object.values(m.values ?? {})) expect(text, `${locale} ${m.code}`).toContain(v);
        if (locale !== 'en') expect(text, `${locale} ${m.code}`).not.toBe(m.message);
      }
      for (const code of codes) expect(files[locale][code], `${locale} ${code}`).toBeTruthy();
    }
  });
});

describe("the XML engine's messages in the page's languages", () => {
  /** Documents that fail with each code (libxml2's wording, as xmllint --format prints it). */
  const CASES: [string, string][] = [
    ['<a>', 'xml-premature-end-in-tag'],
    ['<a>\u0001</a>', 'xml-invalid-char'],
    ['<a b="\u0001"/>', 'xml-invalid-char'],
    ['<a><!-- \u0001 --></a>', 'xml-invalid-char'],
    ['<a>&#xZZ;</a>', 'xml-char-ref-value'],
    ['<a>&#1a;</a>', 'xml-char-ref-value'],
    ['<a>&#0;</a>', 'xml-char-ref'],
    ['<a>& b</a>', 'xml-entity-no-name'],
    ['<a>&amp b</a>', 'xml-entity-semicolon'],
    ['<!DOCTYPE a [<!ENTITY x "y">]><a>&z;</a>', 'xml-entity-undefined'],
    ['<a/><b/>', 'xml-extra-content'],
    ['hello', 'xml-start-tag-expected'],
    ['<a>]]></a>', 'xml-cdata-end-in-content'],
    ['<a>\n<b></c></a>', 'xml-tag-mismatch'],
    ['<a></a', 'xml-end-tag-end'],
    ['<a></a x>', 'xml-end-tag-expected'],
    ['<a><!-- x', 'xml-comment-end'],
    ['<a><!-- x -- y --></a>', 'xml-comment-hyphens'],
    ['<a><![CDATA[x', 'xml-cdata-end'],
    ['<a/><!DOCTYPE a>', 'xml-doctype-once'],
    ['<a><!x></a>', 'xml-markup'],
    ['<a><? ?></a>', 'xml-pi-target'],
    ['<a><?pi x', 'xml-pi-end'],
    ['<a/>\n<?xml version="1.0"?>', 'xml-declaration-start'],
    ['<a><1/></a>', 'xml-element-name'],
    ['<a b="1"c="2"/>', 'xml-attribute-space'],
    ['<a b/>', 'xml-attribute-value'],
    ['<a b=1/>', 'xml-attribute-quote'],
    ['<a b="1', 'xml-attribute-end'],
    ['<a b="<"/>', 'xml-attribute-lt'],
    ['<a b="1" b="2"/>', 'xml-attribute-redefined'],
    ['', 'xml-empty'],
    ['<!-- only -->', 'xml-root-missing'],
  ];

  it.each(CASES)("%j: English's file gives the formatter's exact text, in every language a message with the same values", async (text, code) => {
    const r = await formatCode('xml', text);
    const error = r.ok ? null : r.error;
    if (text === '') return expect(error?.code).toBe('blank');
    expect(error?.code).toBe(code);
    expect(format((en as Record<string, string>)[code], error?.values)).toBe(error?.message);
    for (const locale of LOCALES) {
      const translated = format(files[locale][code], error?.values, locale);
      expect(translated, locale).toContain(`${error?.line}`);
      if (locale !== 'en') expect(translated, locale).not.toBe(error?.message);
    }
  });
});
