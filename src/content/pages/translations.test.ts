import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/locale';
import { PLACEHOLDER, allText } from '../text-checks';
import type { ContentSection } from '../types';
import { about } from './about';
import { home } from './home';
import { loadPageText } from '.';
import { privacy } from './privacy';
import { terms } from './terms';

/** Every language but English. */
const TRANSLATED = LOCALES.filter((l) => l !== 'en');

/** A page's shape: how many sections, paragraphs and items it has, in order. */
const shape = (sections: ContentSection[]) => sections.map((s) => [s.paragraphs?.length ?? 0, s.items?.length ?? 0, s.layout ?? '']);

describe.each(TRANSLATED)('static pages in %s', (locale) => {
  it('have the English pages’ shape, in their own words', async () => {
    const [h, a, p, t] = await Promise.all([
      loadPageText('home', locale),
      loadPageText('about', locale),
      loadPageText('privacy', locale),
      loadPageText('terms', locale),
    ]);
    expect(h.benefits).toHaveLength(home.benefits.length);
    expect(h.faq).toHaveLength(home.faq.length);
    expect(Object.keys(h.sectionIntros)).toEqual(Object.keys(home.sectionIntros));
    expect([a.story.length, a.features.length, a.principles.length]).toEqual([about.story.length, about.features.length, about.principles.length]);
    expect(shape(p.sections)).toEqual(shape(privacy.sections));
    expect(shape(t.sections)).toEqual(shape(terms.sections));
    expect([p.updated, t.updated]).toEqual([privacy.updated, terms.updated]);

    // Not English left in place: every heading, paragraph and answer differs from the English one.
    expect(h.heroTitle).not.toBe(home.heroTitle);
    h.faq.forEach((f, i) => expect(f.a).not.toBe(home.faq[i].a));
    p.sections.forEach((s, i) => expect(s.paragraphs).not.toEqual(privacy.sections[i].paragraphs));
    t.sections.forEach((s, i) => expect(s.paragraphs).not.toEqual(terms.sections[i].paragraphs));
    const all = [h.heroTitle, h.heroSubtitle, ...h.faq.flatMap((f) => [f.q, f.a]), ...a.story, allText(p.sections), allText(t.sections)].join(' ');
    expect(all).not.toMatch(PLACEHOLDER);
  });

  it('privacy names exactly what is kept on the device, by its technical names', async () => {
    const text = allText((await loadPageText('privacy', locale)).sections);
    for (const name of [/localStorage/, /IndexedDB/, /devtoolbox/, /cache storage/i, /config\.json/, /service worker/i, /\b5\b/, /\b64\b/]) {
      expect(text).toMatch(name);
    }
  });
});
