import { describe, expect, it } from 'vitest';
import { about } from './pages/about';
import { home } from './pages/home';
import en from '../messages/en.json';
import { privacy } from './pages/privacy';
import { terms } from './pages/terms';
import { allText, FALSE_CLAIMS, FLUFF, PLACEHOLDER } from './text-checks';

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
    expect([en['notFound.title'], en['notFound.text']]).toEqual(['Oops! Page Not Found', "The page you're looking for doesn't exist or has been moved."]);
  });

  it('dates the legal pages on their last change', () => {
    expect(privacy.updated).toBe('2026-11-26');
    expect(terms.updated).toBe('2026-11-21');
  });

  it('states every required privacy fact', () => {
    const text = allText(privacy.sections);
    for (const fact of [
      /happens in your browser/,
      /Nothing you paste is sent over the network/,
      /last input of each formatter, up to 5 MB each/,
      /IndexedDB/,
      /press Clear/,
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
      /reads it on your device exactly as Open File does/,
      /keeps it in your browser’s cache storage only until the tool page has opened it/,
      /settings file \(config\.json\)/,
    ]) {
      expect(text).toMatch(fact);
    }
  });

  it('terms cover free use, as-is, fictitious data and responsibility', () => {
    const text = allText(terms.sections);
    for (const fact of [/free/, /as is/, /without warranty/, /fictitious/, /fraud/, /responsible for the content/]) expect(text).toMatch(fact);
  });
});
