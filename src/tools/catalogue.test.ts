import { describe, expect, it } from 'vitest';
import { COMPARE_TYPES } from '@workers/compare/meta';
import { CONVERSIONS } from '@workers/convert/meta';
import { FORMAT_LANGUAGES } from '@workers/format/meta';
import { TYPE_TARGETS } from '@workers/types/meta';
import type { ToolContent } from '../content/types';
import { allText, FALSE_CLAIMS, FLUFF, PLACEHOLDER, textsOf, wordCount } from '../content/text-checks';
import { messages } from '../lib/messages';
import { KINDS, kindLabel, MENU_GROUPS, MOST_USED_TOOL_IDS, POPULAR_TOOL_IDS, searchTools, TOOL_GROUPS, TOOLS, toolById, toolByPath, toolsOfKind, toolText } from './catalogue';

await messages.load('en');
const t = messages.translator('en');
const nameOf = (id: Parameters<typeof toolById>[0]) => toolText(toolById(id), t).name;

/** Every tool's page text, loaded through its entry. */
const contentById = new Map(await Promise.all(TOOLS.map(async (t) => [t.id, (await t.content('en')).content] as const)));
/** Every English text module in the tool folders, used or not (translations are `content/<name>.<locale>.ts`). */
const contentModules = import.meta.glob<{ content: ToolContent }>(['./*/content.ts', './*/content/*.ts', '!./*/content/*.*.ts'], { eager: true });

describe('catalogue', () => {
  it('lists every tool once, at the path of its id', () => {
    expect(new Set(TOOLS.map((t) => t.id)).size).toBe(TOOLS.length);
    for (const t of TOOLS) {
      expect(t.path).toBe(`/${t.id}`);
      expect(toolByPath(t.path)).toBe(t);
      expect(toolById(t.id)).toBe(t);
    }
    expect(toolByPath('/nope')).toBeUndefined();
    expect(toolByPath('json-formatter')).toBeUndefined();
  });

  it('holds every tool of every folder once, grouped by kind in the order of the groups, variants from their engines', () => {
    // Every folder's index.ts, found on disk: a folder left out of FOLDERS (or listed twice) fails here.
    const folders = import.meta.glob<{ tools: readonly { id: string }[] }>('./*/index.ts', { eager: true });
    expect(TOOLS.map((t) => t.id).sort()).toEqual(Object.values(folders).flatMap((m) => m.tools.map((t) => t.id)).sort());
    const order = Object.keys(KINDS);
    const kinds = TOOLS.map((t) => t.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(TOOL_GROUPS.map((g) => [t(kindLabel(g.kind)), g.tools.length])).toEqual([
      ['Data Tools', 2],
      ['Formatter Tools', FORMAT_LANGUAGES.length],
      ['Compare Tools', COMPARE_TYPES.length],
      ['Convert Tools', CONVERSIONS.length],
      ['Types & Schemas', TYPE_TARGETS.length],
      ['Utilities', toolsOfKind('utility').length],
    ]);
    expect(toolsOfKind('utility').slice(0, 5).map((t) => t.id)).toEqual(['text-tool', 'json-schema-validator', 'json-query', 'xpath-tester', 'xml-schema-validator']);
    expect(MENU_GROUPS.map((g) => t(kindLabel(g.kind)))).toEqual(['Data Tools', 'Formatter Tools', 'Compare Tools', 'Convert Tools', 'Types & Schemas']);
  });

  it('has one formatter per language and one compare tool per type, in their order', () => {
    expect(toolsOfKind('formatter').map((t) => [t.language, t.id])).toEqual(FORMAT_LANGUAGES.map((l) => [l.id, `${l.slug}-formatter`]));
    expect(toolsOfKind('compare').map((t) => [t.compareType, t.id])).toEqual(COMPARE_TYPES.map((c) => [c.id, `${c.id}-compare`]));
  });

  it('recommends three other tools on every page, as the product describes', () => {
    for (const t of TOOLS) {
      expect(t.recommended, t.id).toHaveLength(3);
      expect(new Set(t.recommended).size, t.id).toBe(3);
      expect(t.recommended, t.id).not.toContain(t.id);
      for (const id of t.recommended) expect(toolByPath(`/${id}`), `${t.id} recommends ${id}`).toBeDefined();
    }
    expect(toolById('xml-formatter').recommended).toEqual(['json-formatter', 'xml-compare', 'html-formatter']);
    expect(toolById('json-formatter').recommended).toEqual(['xml-formatter', 'json-compare', 'json-generator']);
    expect(toolById('sql-formatter').recommended).toEqual(['json-formatter', 'xml-formatter', 'text-compare']);
    expect(toolById('test-data-generator').recommended).toEqual(['json-generator', 'json-formatter', 'json-compare']);
    expect(toolById('json-generator').recommended).toEqual(['json-formatter', 'json-compare', 'xml-formatter']);
    expect(toolById('css-compare').recommended).toEqual(['json-compare', 'xml-compare', 'css-formatter']);
  });

  it('names the footer and 404 tools', () => {
    expect(MOST_USED_TOOL_IDS.map((id) => nameOf(id))).toEqual([
      'JSON Formatter',
      'XML Formatter',
      'JSON Compare',
      'Test Data Generator',
      'JSON Generator',
    ]);
    expect(POPULAR_TOOL_IDS.map((id) => nameOf(id))).toEqual(['JSON Formatter', 'XML Formatter', 'JSON Compare', 'XML Compare']);
  });

  it('searches names, descriptions and keywords; every word must match', () => {
    expect(searchTools('iban', t).map((t) => t.id)).toEqual(['test-data-generator']);
    expect(searchTools('JSON compare', t).map((t) => t.id)).toEqual(['json-compare']);
    expect(searchTools('convert csv', t).map((t) => t.id)).toEqual(['json-to-csv', 'csv-to-json']);
    expect(searchTools('  ', t)).toEqual([]);
    expect(searchTools('nothing-like-this', t)).toEqual([]);
  });
});

const formatterTools = toolsOfKind('formatter');
const compareTools = toolsOfKind('compare');

describe('tool content', () => {
  it('uses every text module of the tool folders, each for one tool', () => {
    const used = [...contentById.values()];
    expect(new Set(used).size).toBe(TOOLS.length);
    expect(new Set(Object.values(contentModules).map((m) => m.content))).toEqual(new Set(used));
  });

  it.each(TOOLS.map((t) => [t.id]))('%s has at least 4 sections with 4–7 items per list and 120–400 words', (id) => {
    const { sections } = contentById.get(id)!;
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const s of sections) {
      expect(s.heading.trim()).not.toBe('');
      expect((s.paragraphs?.length ?? 0) + (s.items?.length ?? 0)).toBeGreaterThan(0);
      if (s.items) {
        expect(s.items.length, s.heading).toBeGreaterThanOrEqual(4);
        expect(s.items.length, s.heading).toBeLessThanOrEqual(7);
      }
      if (s.layout === 'steps') expect(s.items?.length).toBeGreaterThan(0);
    }
    const words = wordCount(allText(sections));
    expect(words).toBeGreaterThanOrEqual(120);
    expect(words).toBeLessThanOrEqual(400);
  });

  it.each(TOOLS.map((t) => [t.id]))('%s has no placeholder, fluff or false claims', (id) => {
    const text = allText(contentById.get(id)!.sections);
    expect(text).not.toMatch(PLACEHOLDER);
    expect(text).not.toMatch(FLUFF);
    expect(text).not.toMatch(FALSE_CLAIMS);
  });

  it.each(formatterTools.map((t) => [t.id, t.language]))('%s has the formatter sections and names its language', (id, language) => {
    const lang = FORMAT_LANGUAGES.find((l) => l.id === language)!;
    const { sections } = contentById.get(id)!;
    expect(sections.map((s) => s.heading)).toEqual([
      `Why ${lang.name} formatting matters`,
      'Features',
      'How it works',
      'Best practices',
      'Common uses',
    ]);
    expect(sections[2].layout).toBe('steps');
    // The language is named in the running text too, not only in the heading.
    expect(textsOf(sections).join(' ')).toContain(lang.name);
  });

  it('no two tools share a paragraph or list item', () => {
    const seen = new Map<string, string>();
    for (const [id, { sections }] of contentById) {
      for (const text of textsOf(sections)) {
        const key = text.toLowerCase().replace(/\W+/g, ' ').trim();
        expect(seen.get(key), `"${text}" in ${id}`).toBeUndefined();
        seen.set(key, id);
      }
    }
  });

  it('formatter texts are written for each language, not templated', () => {
    // Stripping the language names must still leave every formatter's "why" paragraph distinct.
    const names = FORMAT_LANGUAGES.map((l) => l.name.replace(/[+]/g, '\\+')).join('|');
    const strip = (s: string) => s.replace(new RegExp(names, 'g'), 'LANG');
    const whys = formatterTools.map((t) => strip(contentById.get(t.id)!.sections[0].paragraphs!.join(' ')));
    expect(new Set(whys).size).toBe(formatterTools.length);
  });

  it.each(compareTools.map((t) => [t.id]))('%s explains pairing, options, navigation and PDF export', (id) => {
    const text = allText(contentById.get(id)!.sections);
    expect(text).toMatch(/more than half of their characters/);
    expect(text).toMatch(/Ignore whitespace/);
    expect(text).toMatch(/Ignore case/);
    expect(text).toMatch(/[Cc]ontext view/);
    expect(text).toMatch(/\bn\b.*\bp\b/);
    expect(text).toMatch(/Export PDF/);
  });

  it('only JSON Compare offers ignoring key order', () => {
    for (const t of compareTools) {
      expect(allText(contentById.get(t.id)!.sections).includes('Ignore key order')).toBe(t.id === 'json-compare');
    }
  });

  it('the test data generator describes every data type', () => {
    const text = allText(contentById.get('test-data-generator')!.sections);
    for (const word of ['BSN', 'IBAN', 'Passport', 'Address', 'Phone', '11-proof', 'mod 97', '36 countries']) expect(text).toContain(word);
  });

  it('the JSON generator lists all 24 field types', () => {
    const text = allText(contentById.get('json-generator')!.sections);
    const types = ['string', 'number', 'boolean', 'uuid', 'email', 'phone', 'name', 'address', 'city', 'country', 'iban', 'nationalId', 'vat', 'bsn', 'date', 'time', 'datetime', 'url', 'ip', 'color', 'array', 'object', 'enum', 'regex'];
    for (const type of types) expect(text).toMatch(new RegExp(`\\b${type}\\b`));
    for (const word of ['10,000', 'JSON', 'CSV', 'NDJSON', 'SQL', 'seed', 'User Profile', 'Product Catalog', 'Order Details', 'Blog Post']) {
      expect(text).toContain(word);
    }
  });
});

