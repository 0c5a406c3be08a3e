import { describe, expect, it } from 'vitest';
import { FORMAT_LANGUAGES } from '@workers/format/meta';
import { TOOLS } from '../tools/registry';
import { about } from './pages/about';
import { home } from './pages/home';
import { notFound } from './pages/not-found';
import { privacy } from './pages/privacy';
import { terms } from './pages/terms';
import type { ContentSection, ToolContent } from './types';

const modules = import.meta.glob<{ content: ToolContent }>('./tools/*.ts', { eager: true });
const contentById = new Map(
  Object.entries(modules).map(([file, mod]) => [file.replace('./tools/', '').replace(/\.ts$/, ''), mod.content]),
);

/** Every piece of running text of a section (headings excluded). */
const textsOf = (sections: ContentSection[]): string[] =>
  sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? []).flatMap((i) => [i.text])]);

const allText = (sections: ContentSection[]): string =>
  sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []).flatMap((i) => [i.title ?? '', i.text])]).join(' ');

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|FIXME|XXX|\{[A-Za-z]+\}|\bundefined\b|\[object/;
// Marketing superlatives the brief rules out; "best practices" is a heading, so "best" alone is allowed.
const FLUFF = /\b(ultimate|blazing|seamless(ly)?|cutting-edge|world-class|revolutionary|effortless(ly)?|powerful|lightning|amazing|awesome|state-of-the-art)\b/i;
// Features the site does not have.
const FALSE_CLAIMS = /\b(log ?in to|sign in|create an account|your account|our API|REST API for|cloud storage|upload(ed)? to our)\b/i;

const formatterTools = TOOLS.filter((t) => t.category === 'formatter');
const compareTools = TOOLS.filter((t) => t.category === 'compare');

describe('tool content', () => {
  it('has a content file for every registry tool and no stray files', () => {
    expect([...contentById.keys()].sort()).toEqual(TOOLS.map((t) => t.id).sort());
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

  it.each(formatterTools.map((t) => [t.id, t.language!]))('%s has the formatter sections and names its language', (id, language) => {
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

  it('the JSON generator lists all 20 field types', () => {
    const text = allText(contentById.get('json-generator')!.sections);
    const types = ['string', 'number', 'boolean', 'uuid', 'email', 'phone', 'name', 'address', 'city', 'country', 'date', 'time', 'datetime', 'url', 'ip', 'color', 'array', 'object', 'enum', 'regex'];
    for (const type of types) expect(text).toMatch(new RegExp(`\\b${type}\\b`));
    for (const word of ['10,000', 'JSON', 'CSV', 'NDJSON', 'SQL', 'seed', 'User Profile', 'Product Catalog', 'Order Details', 'Blog Post']) {
      expect(text).toContain(word);
    }
  });
});

describe('page content', () => {
  const pageTexts = [
    home.heroTitle,
    home.heroSubtitle,
    ...home.benefits.flatMap((b) => [b.title ?? '', b.text]),
    ...home.faq.flatMap((f) => [f.q, f.a]),
    ...Object.values(home.sectionIntros),
    ...about.story,
    ...[...about.features, ...about.principles].flatMap((i) => [i.title ?? '', i.text]),
    allText(privacy.sections),
    allText(terms.sections),
  ].join(' ');

  it('has the required shapes', () => {
    expect(home.benefits).toHaveLength(4);
    expect(home.faq.length).toBeGreaterThanOrEqual(6);
    expect(home.faq.length).toBeLessThanOrEqual(8);
    expect(about.features).toHaveLength(3);
    expect(about.principles.length).toBeGreaterThan(0);
    expect(about.story.length).toBeGreaterThan(0);
    for (const s of Object.values(home.sectionIntros)) expect(s.length).toBeGreaterThan(20);
  });

  it('has no placeholder, fluff or false claims', () => {
    expect(pageTexts).not.toMatch(PLACEHOLDER);
    expect(pageTexts).not.toMatch(FLUFF);
    expect(pageTexts).not.toMatch(FALSE_CLAIMS);
  });

  it('uses the exact 404 texts', () => {
    expect(notFound).toEqual({
      title: 'Oops! Page Not Found',
      text: "The page you're looking for doesn't exist or has been moved.",
    });
  });

  it('dates the legal pages on their last change', () => {
    expect(privacy.updated).toBe('22 November 2026');
    expect(terms.updated).toBe('21 November 2026');
  });

  it('states every required privacy fact', () => {
    const text = allText(privacy.sections);
    for (const fact of [
      /happens in your browser/,
      /Nothing you paste is sent over the network or stored/,
      /no analytics, no error reports/,
      /no requests to other origins/,
      /Fonts are self-hosted/,
      /page analytics \(page views, with the IP address anonymised\)/,
      /tool-usage events/,
      /error reports and performance metrics/,
      /never contain your input/,
      /name, email address and message/,
      /opens your own email client/,
      /localStorage/,
      /copy of its own pages and formatter engines in your browser’s cache storage/,
      /never anything you entered/,
      /clipboard only when you ask/,
    ]) {
      expect(text).toMatch(fact);
    }
  });

  it('terms cover free use, as-is, fictitious data and responsibility', () => {
    const text = allText(terms.sections);
    for (const fact of [/free/, /as is/, /without warranty/, /fictitious/, /fraud/, /responsible for the content/]) expect(text).toMatch(fact);
  });
});
