import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { FORMULA_PROTECTION_HELP } from '@workers/shared/meta';
import { viewApi } from '@workers/shared/views';
import en from '../messages/en.json';
import engineEn from '../messages/engine/en.json';
import { LOCALES, type Locale } from './locale';
import { INPUT_TOO_LARGE_MESSAGE } from './input-limit';
import { estimateJob, jobProgressText, type JobStage } from './job-progress';
import { INPUT_NOT_SAVED_MESSAGE } from './saved-inputs';
import { TASK_MESSAGES } from './task-messages';
import type { Translate } from './i18n';
import type { MessageKey } from './messages';

/** A translator over a language's site file as the page formats it (ICU, in the language's plural rules). */
async function siteT(locale: Locale): Promise<Translate<MessageKey>> {
  const file = ((await import(`../messages/${locale}.json`)) as { default: Record<string, string> }).default;
  return (key, values) => String(new IntlMessageFormat(file[key], locale === 'en' ? 'en-GB' : locale, undefined, { ignoreTag: true }).format(values));
}

const engineFile = async (locale: Locale) => ((await import(`../messages/engine/${locale}.json`)) as { default: Record<string, string> }).default;

describe('the job runner’s and the shared engine’s codes (engine messages)', () => {
  it('English says exactly what src/lib and workers/shared say', async () => {
    for (const [code, message] of Object.entries(TASK_MESSAGES)) expect((engineEn as Record<string, string>)[code]).toBe(message);
    const gone = await viewApi.viewLineCount('no such view');
    expect(gone).toEqual({ ok: false, error: { message: (engineEn as Record<string, string>)['view-gone'], code: 'view-gone' } });
  });

  it('every language has each of these codes, in its own words', async () => {
    const codes = [...Object.keys(TASK_MESSAGES), 'view-gone'];
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const file = await engineFile(locale);
      for (const code of codes) {
        expect(file[code], `${locale} ${code}`).toBeTruthy();
        expect(file[code], `${locale} ${code}`).not.toBe((engineEn as Record<string, string>)[code]);
      }
    }
  });
});

describe('the shell’s messages keep the English texts they replaced', () => {
  it('texts that other code also shows are the same words', async () => {
    const t = await siteT('en');
    expect(t('input.tooLarge')).toBe(INPUT_TOO_LARGE_MESSAGE);
    expect(t('input.notSaved')).toBe(INPUT_NOT_SAVED_MESSAGE);
    expect(t('formula.help')).toBe(FORMULA_PROTECTION_HELP);
  });

  it('Find’s status reads as before in English, with plurals and the “+” of a capped count', async () => {
    const t = await siteT('en');
    expect(t('find.position', { index: 3, total: 1234, more: 'no' })).toBe('3 of 1,234');
    expect(t('find.position', { index: 3, total: 10000, more: 'yes' })).toBe('3 of 10,000+');
    expect(t('find.counted', { count: 1, more: 'no', line: 40 })).toBe('1 match · line 40');
    expect(t('find.counted', { count: 12000, more: 'yes', line: 1500 })).toBe('12,000 matches+ · line 1,500');
    expect(t('find.counting', { line: 2000 })).toBe('Match at line 2,000 · counting…');
    expect(t('resultView.foldedLines', { count: 9999 })).toBe('9,999 lines');
    expect(t('resultView.moreCharacters', { count: 1234567 })).toBe('1,234,567 more characters');
    expect(t('resultView.notWrapped', { count: 400000 })).toBe('Lines are not wrapped in outputs of over 400,000 lines.');
    expect(t('diff.unchanged', { count: 1234 })).toBe('… 1234 unchanged lines');
    expect(t('query.matches', { count: 1 })).toBe('1 match');
    expect(t('query.matches', { count: 1234 })).toBe('1234 matches');
  });

  it('Polish counts take their one/few/many forms; numbers are grouped the language’s way', async () => {
    const t = await siteT('pl');
    expect(t('find.counted', { count: 1, more: 'no', line: 3 })).toBe('1 dopasowanie · wiersz 3');
    expect(t('find.counted', { count: 3, more: 'no', line: 3 })).toBe('3 dopasowania · wiersz 3');
    expect(t('find.counted', { count: 25, more: 'yes', line: 3 })).toBe('25 dopasowań+ · wiersz 3');
    expect(t('resultView.foldedLines', { count: 22 })).toBe('22 wiersze');
    expect(t('resultView.foldedLines', { count: 12345 })).toBe('12\u00a0345 wierszy');
    const de = await siteT('de');
    expect(de('find.position', { index: 1, total: 1234, more: 'no' })).toBe('1 von 1.234');
  });
});

describe('jobProgressText in the page’s language', () => {
  const stage: JobStage = { label: 'Reading', share: 1, bytes: true };
  const at = { stage: 0, done: 200 * 1024 * 1024, total: 400 * 1024 * 1024 };
  const size = (b: number) => `${Math.round(b / (1024 * 1024))} MB`;

  it('the English messages give the English line it has without them', async () => {
    const t = await siteT('en');
    const estimate = estimateJob([stage], at, 1000, 1000);
    expect(jobProgressText(stage, at, estimate, size, t)).toBe(jobProgressText(stage, at, estimate, size));
    expect(jobProgressText(stage, at, estimate, size, t)).toBe('Reading: 200 MB of 400 MB · 200 MB/s · about 1 s left');
    const timed: JobStage = { label: 'Diffing', share: 1, bytes: false };
    const none = { stage: 0, done: 0, total: 0 };
    expect(jobProgressText(timed, none, estimateJob([timed], none, 0, 0), size, t)).toBe('Diffing…');
    const unnamed: JobStage = { label: '', share: 1, bytes: true };
    expect(jobProgressText(unnamed, at, { fraction: 0.5, rate: null, secondsLeft: null }, size, t)).toBe('200 MB of 400 MB');
  });

  it('German says it in German', async () => {
    const t = await siteT('de');
    expect(jobProgressText({ ...stage, label: 'Lesen' }, at, estimateJob([stage], at, 1000, 1000), size, t)).toBe('Lesen: 200 MB von 400 MB · 200 MB/s · noch etwa 1 s');
  });
});

it('every site key of the shell in English has the same arguments in every language', async () => {
  const args = (m: string) => [...new Set([...m.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((x) => x[1]))].sort();
  for (const locale of LOCALES) {
    const file = ((await import(`../messages/${locale}.json`)) as { default: Record<string, string> }).default;
    for (const [key, message] of Object.entries(en as Record<string, string>)) {
      if (key.startsWith('tool.')) continue;
      expect(args(file[key]), `${locale} ${key}`).toEqual(args(message));
    }
  }
});
