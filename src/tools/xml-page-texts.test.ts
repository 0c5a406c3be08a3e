import { describe, expect, it } from 'vitest';
import type { ToolContent } from '../content/types';
import { LOCALES } from '../lib/locale';
import { tools as jsonQuery } from './json-query';
import { tools as jsonSchema } from './json-schema-validator';
import { tools as xmlSchema } from './xml-schema-validator';
import { tools as xpath } from './xpath-tester';

/** The shape of a page's text: its sections, their layouts and how many paragraphs and items (with or without titles) each has. */
const shape = (c: ToolContent) => c.sections.map((s) => [s.layout ?? 'list', s.paragraphs?.length ?? 0, (s.items ?? []).map((i) => (i.title ? 'titled' : 'plain'))]);
const words = (c: ToolContent) => c.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []).flatMap((i) => [i.title ?? '', i.text])]);

describe('the page texts of the XPath Tester, JSON Query and both schema validators', () => {
  for (const tool of [...xpath, ...xmlSchema, ...jsonQuery, ...jsonSchema]) {
    it(`${tool.id}: every language has the English page's shape, in its own words`, async () => {
      const english = (await tool.content('en')).content;
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const page = (await tool.content(locale)).content;
        expect(shape(page), locale).toEqual(shape(english));
        const theirs = words(page);
        // Not one heading, paragraph or item left in English (names like "Namespaces" or "Details" may coincide).
        const same = words(english).filter((w, k) => w.length > 12 && w === theirs[k]);
        expect(same, locale).toEqual([]);
      }
    });
  }
});
