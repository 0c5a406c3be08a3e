import { describe, expect, it } from 'vitest';
import { convertApi } from '@workers/convert/api';
import { CONVERT_NOTES, convertNote, type ConversionId, type ConvertNoteCode } from '@workers/convert/meta';
import type { EngineNote } from '@workers/shared/result';
import { COUNTRY_OPTIONS, countryNotes } from '@workers/testdata/meta';
import { makeTypes } from '@workers/types/make-types';
import { TYPES_CSV_NOTE } from '@workers/types/meta';
import { engineMessages, engineText } from '../lib/engine-text';
import { intlFormat, loadAllLocales } from '../lib/i18n';
import { LOCALES, type Locale } from '../lib/locale';

await loadAllLocales(engineMessages);

/** A note as the page shows it in `locale`: the message of its code there (which every language must have). */
function shown(locale: Locale, note: EngineNote): string {
  if (!engineMessages.has(locale, note.code))
    throw new Error(`src/messages/engine/${locale}.json has no message for ${note.code}`);
  return engineText(note, engineMessages.translator(locale), (key) => engineMessages.has(locale, key));
}

/** The notes of one conversion, as the worker gives them to the page. */
async function notesOf(id: ConversionId, input: string): Promise<EngineNote[]> {
  const r = await convertApi.convert(id, input, {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value.notes;
}

/** Inputs that between them make every note of the converters. */
const CONVERSIONS: [ConversionId, string][] = [
  ['json-to-yaml', '{"a":1,"a":2}'],
  ['yaml-to-json', 'a: .inf\n? [x]\n: 1\n---\nb: -.inf\n'],
  ['json-to-csv', '{"a":1,"a":2,"n":{"x":null},"l":[1]}'],
  ['json-to-csv', '[1,{"a.b":1,"a":{"b":2}},{"f":"=1"},{"g":"@x"}]'],
  ['json-to-csv', '[]'],
  ['csv-to-json', 'a,a,\n1,2,3,4\n5\n'],
  ['xml-to-json', '<!-- c --><a><b/><c/><b/>x<d/>y</a>'],
  [
    'json-to-xml',
    '{"order":{"id":1,"paid":true,"note":null,"items":[{"sku":"A"}],"tags":[],"first name":"x\\u0001","@attr":{"x":1},"nested":[[1]]}}',
  ],
  ['json-to-xml', '{"a":[1,2]}'],
  ['json-to-xml', '{"a":1,"b":2}'],
  ['json-to-xml', '[1]'],
];

describe('the converters’ notes in the page’s languages', () => {
  it('each carry a code of their own, and English gives exactly the engine’s text for it and its values', async () => {
    const notes = (await Promise.all(CONVERSIONS.map(([id, input]) => notesOf(id, input)))).flat();
    expect(new Set(notes.map((n) => n.code))).toEqual(new Set(Object.keys(CONVERT_NOTES)));
    for (const note of notes) expect(shown('en', note), note.code).toBe(note.message);
    expect(notes).toContainEqual({
      message:
        "Formula protection: 2 cells that a spreadsheet could run as formulas got a leading ' (turn it off to keep them as they are).",
      code: 'convert-note-csv-formulas',
      values: { count: 2 },
    });
    expect(notes).toContainEqual({
      message: 'Repeated column names got a suffix (_2, _3…): a.',
      code: 'convert-note-csv-repeated-columns',
      values: { names: 'a' },
    });
    expect(notes).toContainEqual({
      message: 'JSON has no infinity or NaN: -.inf was written as null.',
      code: 'convert-note-yaml-non-finite',
      values: { value: '-.inf' },
    });
  });

  it('say a count in English as the engine does, one or many, large numbers without separators', () => {
    const counted = (Object.keys(CONVERT_NOTES) as ConvertNoteCode[]).filter(
      (code) =>
        CONVERT_NOTES[code].length > 0 &&
        !['convert-note-yaml-non-finite', 'convert-note-csv-repeated-columns'].includes(code),
    );
    expect(counted).toHaveLength(8);
    for (const code of counted) {
      for (const count of [1, 2, 7, 1234, 1_000_000]) {
        const note = convertNote(code as 'convert-note-csv-short-rows', {
          count,
        });
        expect(shown('en', note), `${code} ${count}`).toBe(note.message);
      }
    }
    expect(convertNote('convert-note-csv-short-rows', { count: 1234 }).message).toBe(
      '1234 rows have fewer cells than the header: the missing ones are empty strings.',
    );
    expect(convertNote('convert-note-csv-non-objects', { count: 1 }).message).toBe(
      '1 array element was not an object: written in a column named value.',
    );
  });

  it('say the JSON → CSV duplicate keys in a whole sentence', () => {
    expect(convertNote('convert-note-csv-duplicate-keys', { count: 3 }).message).toBe(
      '3 duplicate keys in the JSON: only the last value of each was kept (a CSV row holds one value per column).',
    );
  });

  it('are translated in every language, with the plural forms and numbers of the language', () => {
    const notes: EngineNote[] = [
      ...(Object.keys(CONVERT_NOTES) as ConvertNoteCode[]).map((code) =>
        convertNote(
          code as 'convert-note-csv-short-rows',
          { count: 3, value: '.nan', names: 'id' } as { count: number },
        ),
      ),
      TYPES_CSV_NOTE,
    ];
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const note of notes) {
        expect(engineMessages.has(locale, note.code), `${locale} ${note.code}`).toBe(true);
        expect(shown(locale, note), `${locale} ${note.code}`).not.toBe(note.message);
      }
    }
    const rows = (locale: Locale, count: number) =>
      shown(locale, convertNote('convert-note-csv-short-rows', { count }));
    expect(rows('de', 1)).toBe('1 Zeile hat weniger Zellen als die Kopfzeile: Die fehlenden sind leere Strings.');
    expect(rows('de', 1234)).toBe(
      '1.234 Zeilen haben weniger Zellen als die Kopfzeile: Die fehlenden sind leere Strings.',
    );
    expect(rows('pl', 1)).toBe('1 wiersz ma mniej komórek niż nagłówek: brakujące są pustymi ciągami znaków.');
    expect(rows('pl', 3)).toBe('3 wiersze mają mniej komórek niż nagłówek: brakujące są pustymi ciągami znaków.');
    expect(rows('pl', 5)).toBe('5 wierszy ma mniej komórek niż nagłówek: brakujące są pustymi ciągami znaków.');
    expect(shown('fr', convertNote('convert-note-csv-empty-array'))).toBe(
      'Le tableau est vide\u00a0: il n’y a ni ligne ni en-tête.',
    );
    expect(shown('nl', convertNote('convert-note-yaml-non-finite', { value: '.inf' }))).toBe(
      'JSON kent geen oneindig of NaN: .inf is als null geschreven.',
    );
  });
});

describe('the types pages’ notes on how the input was read', () => {
  it('carry codes, and English gives exactly the engine’s text', () => {
    const csv = makeTypes('typescript', 'a,a,\n1,2,3\n', 'csv');
    const yaml = makeTypes('typescript', 'a: .nan\n---\na: 1\n', 'yaml');
    const notes = [...(csv.ok ? csv.value.notes : []), ...(yaml.ok ? yaml.value.notes : [])];
    expect(notes.map((n) => n.code)).toEqual([
      'convert-note-csv-repeated-columns',
      'convert-note-csv-empty-columns',
      'types-note-csv-columns',
      'convert-note-yaml-non-finite',
      'convert-note-yaml-documents',
    ]);
    expect(notes[2].message).toBe(
      'A column is a number or a boolean only when every cell of it reads as one; empty cells are null.',
    );
    for (const note of notes) expect(shown('en', note), note.code).toBe(note.message);
  });
});

describe('the test-data cards’ country notes', () => {
  const all = COUNTRY_OPTIONS.flatMap((country) =>
    (['person', 'company'] as const).flatMap((card) =>
      countryNotes(country, card).map((note) => ({ country, card, note })),
    ),
  );
  /** As the card shows it: the country named as Intl names it in the page's language. */
  const onCard = (locale: Locale, code: string, note: EngineNote) =>
    shown(locale, {
      ...note,
      values: { country: intlFormat(locale).country(code) },
    });

  it('are the 29 of the countries without a national ID, a VAT number or a company number, each with its own code', () => {
    expect(all).toHaveLength(29);
    expect(new Set(all.map((n) => n.note.code)).size).toBe(29);
    expect(all.filter((n) => n.card === 'person').map((n) => n.country.code)).toEqual([
      'CY',
      'HU',
      'LU',
      'MT',
      'MC',
      'AD',
      'SM',
      'VA',
    ]);
  });

  it('say in English exactly what the engine says, the country named as Intl names it', () => {
    for (const { country, note } of all) {
      expect(shown('en', note), note.code).toBe(note.message);
      expect(onCard('en', country.code, note), note.code).toBe(note.message);
    }
    const cyprus = countryNotes(
      COUNTRY_OPTIONS.find((c) => c.code === 'CY')!,
      'person',
    );
    expect(cyprus).toEqual([
      {
        message:
          'No national identification number is generated for Cyprus: the identity card number is a plain serial with no published structure or check rule.',
        code: 'testdata-no-national-id-cy',
        values: { country: 'Cyprus' },
      },
    ]);
    const germany = countryNotes(
      COUNTRY_OPTIONS.find((c) => c.code === 'DE')!,
      'company',
    );
    expect(germany.map((n) => n.message)).toEqual([
      'No company registration number is generated for Germany: the Handelsregisternummer (HRB or HRA and a number per Registergericht) has no check digit.',
    ]);
    const vatican = countryNotes(
      COUNTRY_OPTIONS.find((c) => c.code === 'VA')!,
      'company',
    );
    expect(vatican.map((n) => n.message)).toEqual([
      'No VAT number is generated for Vatican City: it levies no VAT and issues no VAT numbers.',
      'No company registration number is generated for Vatican City: Vatican City has no commercial register: its legal persons are foundations and entities of the Holy See.',
    ]);
  });

  it('are translated in every language, the country named in that language', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const { country, note } of all) {
        expect(engineMessages.has(locale, note.code), `${locale} ${note.code}`).toBe(true);
        const text = onCard(locale, country.code, note);
        expect(text, `${locale} ${note.code}`).not.toBe(note.message);
        expect(text.startsWith(intlFormat(locale).country(country.code)), `${locale} ${note.code}: ${text}`).toBe(true);
      }
    }
    const cyprus = countryNotes(
      COUNTRY_OPTIONS.find((c) => c.code === 'CY')!,
      'person',
    )[0];
    expect(onCard('de', 'CY', cyprus)).toBe(
      'Zypern: Es wird keine nationale Identifikationsnummer generiert – die Nummer des Personalausweises ist eine einfache laufende Nummer ohne veröffentlichte Struktur oder Prüfregel.',
    );
    expect(onCard('pl', 'CY', cyprus)).toBe(
      'Cypr: krajowy numer identyfikacyjny nie jest generowany – numer dowodu osobistego to zwykły numer seryjny bez opublikowanej struktury ani reguły kontrolnej.',
    );
  });
});
