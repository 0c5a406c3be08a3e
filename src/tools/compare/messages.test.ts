import { describe, expect, it } from 'vitest';
import { COMPARE_ERRORS, countText } from '@workers/compare/meta';
import { englishPdfTexts } from '@workers/compare/pdf';
import { formatForTextTool } from '@workers/compare/text-tool';
import { convertApi } from '@workers/convert/api';
import { CONVERT_ERRORS, CONVERT_INPUT_ERRORS, convertInputMessage, type ConvertInputErrorCode } from '@workers/convert/meta';
import { TEXT_ERRORS } from '@workers/text/meta';
import { engineMessages, engineText } from '../../lib/engine-text';
import { loadAllLocales } from '../../lib/i18n';
import { compareMessages } from './messages';

await loadAllLocales(compareMessages);
await loadAllLocales(engineMessages);
const en = compareMessages.translator('en');
const pl = compareMessages.translator('pl');

describe('the compare screens’ messages', () => {
  it('say the count in English exactly as the engine and the command line do', () => {
    const cases: [number, number][] = [[0, 0], [1, 1], [2, 1], [2, 2], [30, 27], [1200, 1200], [1234, 1], [1_000_000, 3]];
    for (const [differences, blocks] of cases) expect(en('count', { differences, blocks })).toBe(countText(differences, blocks));
    expect(en('count', { differences: 1, blocks: 1 })).toBe('Found 1 difference');
    expect(en('count', { differences: 1200, blocks: 1200 })).toBe('Found 1200 differences in 1200 blocks');
  });

  it('say the count in Polish with its one, few and many forms', () => {
    expect(pl('count', { differences: 0, blocks: 0 })).toBe('Nie znaleziono różnic');
    expect(pl('count', { differences: 1, blocks: 1 })).toBe('Znaleziono 1 różnicę');
    expect(pl('count', { differences: 3, blocks: 1 })).toBe('Znaleziono 3 różnice w 1 bloku');
    expect(pl('count', { differences: 5, blocks: 5 })).toBe('Znaleziono 5 różnic w 5 blokach');
    expect(pl('count', { differences: 22, blocks: 2 })).toBe('Znaleziono 22 różnice w 2 blokach');
    expect(pl('count', { differences: 12, blocks: 12 })).toBe('Znaleziono 12 różnic w 12 blokach');
  });

  it('say the count in each other language, numbers in its own format', () => {
    const count = (locale: 'de' | 'fr' | 'nl' | 'es' | 'it', differences: number, blocks: number) =>
      compareMessages.translator(locale)('count', { differences, blocks });
    expect(count('de', 1, 1)).toBe('1 Unterschied gefunden');
    expect(count('de', 1200, 3)).toBe('1.200 Unterschiede in 3 Blöcken gefunden');
    expect(count('fr', 0, 0)).toBe('Aucune différence trouvée');
    expect(count('fr', 2, 1)).toBe('2 différences trouvées dans 1 bloc');
    expect(count('nl', 5, 2)).toBe('5 verschillen gevonden in 2 blokken');
    expect(count('es', 1, 1)).toBe('Se encontró 1 diferencia');
    expect(count('it', 4, 4)).toBe('Trovate 4 differenze in 4 blocchi');
  });

  it('give the PDF’s English header and footer words exactly as the PDF writes them for the command line', () => {
    const english = englishPdfTexts(30, 27, 3);
    expect(en('count', { differences: 30, blocks: 27 })).toBe(english.counts);
    expect(en('pdfOnlyChanges', { context: 3 })).toBe(english.onlyChanges);
    expect(en('pdfOnlyChanges', { context: 1 })).toBe(englishPdfTexts(1, 1, 1).onlyChanges);
    expect(en('pdfApproximate')).toBe(english.approximate);
    expect(en('pdfFooter', { page: '{page}', pages: '{pages}' })).toBe(english.footer);
  });
});

describe('the engine messages of compare, convert and text', () => {
  const families: Record<string, string>[] = [COMPARE_ERRORS, CONVERT_ERRORS, TEXT_ERRORS, CONVERT_INPUT_ERRORS];

  it('give in English exactly the engine’s text for each code', () => {
    const t = engineMessages.translator('en');
    for (const errors of families) {
      for (const [code, message] of Object.entries(errors)) {
        expect(engineMessages.has('en', code), code).toBe(true);
        if (!message.includes('{')) expect(engineText({ code, message }, t, (key) => engineMessages.has('en', key))).toBe(message);
      }
    }
    // Format & Diff's refusal, with its argument.
    for (const type of ['json', 'xml', 'html'] as const) {
      const r = formatForTextTool(type, '<<<{');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(engineText(r.error, t, (key) => engineMessages.has('en', key))).toBe(r.error.message);
    }
    expect(engineText({ code: 'text-tool-invalid', message: '', values: { type: 'XML' } }, engineMessages.translator('de'), () => true)).toBe('Ungültiges XML-Format');
  });

  it('give in English exactly the converters’ refusals, arguments included', async () => {
    const t = engineMessages.translator('en');
    const has = (key: string) => engineMessages.has('en', key);
    const values = { max: 1000, detail: 'Unexpected token', entity: 'nbsp', name: 'price', open: 'item' };
    for (const code of Object.keys(CONVERT_INPUT_ERRORS) as ConvertInputErrorCode[]) {
      expect(engineText({ code, message: '', values }, t, has), code).toBe(convertInputMessage(code, values));
    }
    // As the engine gives them: code, values and the English message.
    const refusals: [Parameters<typeof convertApi.convert>[0], string, string][] = [
      ['xml-to-json', '<a><b></a>', 'Invalid XML: </a> closes <b>'],
      ['xml-to-json', '<a x="1" x="2"/>', 'Invalid XML: attribute x appears twice'],
      ['csv-to-json', 'a,b\n"1,2', 'Invalid CSV: a quoted field is not closed.'],
      ['json-to-csv', '42', 'JSON to CSV needs an array of objects (or one object); this JSON is a single value.'],
    ];
    for (const [id, input, message] of refusals) {
      const r = await convertApi.convert(id, input, {});
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.message).toBe(message);
      expect(r.error.code).toMatch(/^convert-/);
      expect(engineText(r.error, t, has)).toBe(message);
    }
    const mismatch = await convertApi.convert('xml-to-json', '<a><b></a>', {});
    if (!mismatch.ok) {
      expect(mismatch.error).toMatchObject({ code: 'convert-xml-mismatch', values: { name: 'a', open: 'b' }, line: 1 });
      expect(engineText(mismatch.error, engineMessages.translator('de'), () => true)).toBe('Ungültiges XML: </a> schließt <b>');
    }
  });

  it('have each code in every language, translated', () => {
    for (const locale of ['nl', 'de', 'fr', 'es', 'it', 'pl'] as const) {
      const t = engineMessages.translator(locale);
      for (const errors of families) {
        for (const [code, message] of Object.entries(errors)) {
          expect(engineMessages.has(locale, code), `${locale} ${code}`).toBe(true);
          expect(t(code, { max: 1000, detail: 'x', entity: 'nbsp', name: 'a', open: 'b' }), `${locale} ${code}`).not.toBe(message);
        }
      }
    }
  });
});
