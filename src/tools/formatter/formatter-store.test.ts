import { describe, expect, it } from 'vitest';
import { FORMAT_LANGUAGES, type FormatLanguageId } from '@workers/format/meta';
import type { Locale } from '../../lib/locale';
import { engineMessages, engineText } from '../../lib/engine-text';
import { formatterError, optionsFor, sanitizeSettings, useFormatterOptions, type FormatterWords } from './formatter-store';
import { formatterMessages } from './messages';

const lang = (id: FormatLanguageId) => FORMAT_LANGUAGES.find((l) => l.id === id)!;

/** The screen's words in `locale`, as the page has them once its scopes are loaded. */
async function words(locale: Locale): Promise<FormatterWords> {
  await Promise.all([formatterMessages.load(locale), engineMessages.load(locale)]);
  const engine = engineMessages.translator(locale);
  return { t: formatterMessages.translator(locale), engine: (e) => engineText(e, engine, (key) => engineMessages.has(locale, key)) };
}

describe('formatterError', () => {
  it.each([
    ['json', { message: "Expected ',' or '}' after property value, found 'x'", line: 3, column: 7 }, 'Invalid JSON format. Please check your JSON syntax.', ["Expected ',' or '}' after property value, found 'x' at line 3, column 7"], { line: 3, column: 7 }],
    ['json', { message: 'Unexpected end of input' }, 'Invalid JSON format. Please check your JSON syntax.', ['Unexpected end of input']],
    ['xml', { message: 'Mismatched closing tag </b> at line 1, column 9', line: 1, column: 9 }, 'Invalid XML: Mismatched closing tag </b> at line 1, column 9', [], { line: 1, column: 9 }],
    ['python', { message: 'Expected an expression at line 2', line: 2 }, 'Expected an expression at line 2', ['Line 2, column 1', 'Please check your PYTHON syntax or input'], { line: 2, column: 1 }],
    ['php', { message: "Parse Error : syntax error, unexpected ';' on line 3", line: 3, column: 16 }, "Parse Error : syntax error, unexpected ';' on line 3", ['Line 3, column 16', 'Please check your PHP syntax or input'], { line: 3, column: 16 }],
    ['cpp', { message: '' }, 'Failed to process code', ['Please check your C++ syntax or input']],
    ['javascript', {}, 'Failed to process code', ['Please check your JAVASCRIPT syntax or input']],
    ['css', { message: 'Unsupported language: css', code: 'unsupported-language' }, 'Unsupported language: css', []],
    ['json', { message: 'Please enter some code to format', code: 'blank' }, 'Please enter some code to format', []],
    // Decided by the code, never by the text: a JSON syntax error that happens to read like a refusal is still one.
    ['json', { message: 'Please enter some code to format', code: 'json-syntax', line: 1, column: 1 }, 'Invalid JSON format. Please check your JSON syntax.', ['Please enter some code to format at line 1, column 1'], { line: 1, column: 1 }],
  ] as const)('%s %j', async (id, error, message, details, at?: { line: number; column: number }) => {
    expect(formatterError(lang(id), error, await words('en'))).toEqual({ message, details, ...at });
  });

  it("speaks the page's language, the engine's message included, with the line and column as digits", async () => {
    const error = { message: "Expected ':' after property name, found '1'", code: 'json-name-separator', values: { found: "'1'" }, line: 12345, column: 7 };
    expect(formatterError(lang('json'), error, await words('en'))).toEqual({
      message: 'Invalid JSON format. Please check your JSON syntax.',
      details: ["Expected ':' after property name, found '1' at line 12345, column 7"],
      line: 12345,
      column: 7,
    });
    expect(formatterError(lang('json'), error, await words('de'))).toEqual({
      message: 'Ungültiges JSON. Bitte prüfe deine JSON-Syntax.',
      details: ["':' nach dem Eigenschaftsnamen erwartet, gefunden: '1' in Zeile 12345, Spalte 7"],
      line: 12345,
      column: 7,
    });
    expect(formatterError(lang('python'), { message: 'Expected an expression at line 2', line: 2 }, await words('pl'))).toEqual({
      message: 'Expected an expression at line 2',
      details: ['Wiersz 2, kolumna 1', 'Sprawdź składnię PYTHON lub dane wejściowe'],
      line: 2,
      column: 1,
    });
    expect(formatterError(lang('json'), { message: 'Please enter some code to format', code: 'blank' }, await words('fr'))).toEqual({ message: 'Veuillez saisir du code à formater', details: [] });
  });
});

describe('formatter options', () => {
  it('are the product defaults until chosen, per language', () => {
    expect(optionsFor({ languages: {} }, 'json')).toEqual({ indent: '2', minify: false, sortKeys: false });
    expect(optionsFor({ languages: {} }, 'html')).toEqual({ indent: '2', printWidth: 120 });
    expect(optionsFor({ languages: {} }, 'java')).toEqual({ indent: '4', printWidth: 80 });
    expect(optionsFor({ languages: {} }, 'sql')).toEqual({ indent: '2', sqlDialect: 'sql' });
    expect(optionsFor({ languages: { sql: { sqlDialect: 'mysql', indent: 'tab' } } }, 'sql')).toEqual({ indent: 'tab', sqlDialect: 'mysql' });
  });

  it('are kept per language', () => {
    useFormatterOptions.getState().setOption('json', 'indent', '4');
    expect(optionsFor(useFormatterOptions.getState(), 'json').indent).toBe('4');
    expect(optionsFor(useFormatterOptions.getState(), 'xml').indent).toBe('2');
  });

  it('from untrusted data keep only what the language offers', () => {
    expect(sanitizeSettings('yaml', { indent: 'tab', printWidth: 100, minify: true, sqlDialect: 'mysql' })).toEqual({ printWidth: 100 });
    expect(sanitizeSettings('json', { indent: '4', minify: 'yes', sortKeys: true, printWidth: 80 })).toEqual({ indent: '4', sortKeys: true });
    expect(sanitizeSettings('css', { printWidth: 1e9 })).toEqual({});
    expect(sanitizeSettings('sql', null)).toEqual({});
  });
});
