import type { BigLayout } from '@workers/format/big-document';
import { bigPathLayout, type FormatLanguageId, type FormatOptions } from '@workers/format/meta';

/**
 * The languages with a big path: a file over 16 MB, or a paste over the editor's 50 MB, is read in parts by the
 * big-file worker and shown formatted (BigFileScreen) instead of going into the editor. Adding a language here
 * (its engine in the big-file worker) is all the formatter screen needs.
 */
export const BIG_PATH_LANGUAGES: ReadonlySet<FormatLanguageId> = new Set<BigPathLanguage>(['json', 'xml']);

/** A language the big-file worker opens (its `open` takes the same names). */
export type BigPathLanguage = 'json' | 'xml';

/** True when `language` has a big path. */
export const hasBigPath = (language: FormatLanguageId): language is BigPathLanguage => BIG_PATH_LANGUAGES.has(language);

/** The big-path language the screen lays out for `language`: itself when it has one, else JSON's. */
export const bigPathLanguage = (language: FormatLanguageId): BigPathLanguage => (hasBigPath(language) ? language : 'json');

/** An option the big path does not apply (the screen says so, and why where it has a reason). */
export type BigPathLimit = 'minify' | 'sortKeys';

/** The layout the big path gives `language` with the chosen options, and the chosen options it does not apply (bigPathLayout). */
export function bigLayoutOf(language: BigPathLanguage, options: FormatOptions): { layout: BigLayout; limits: BigPathLimit[] } {
  const { indent, minify, unapplied } = bigPathLayout(language, options);
  return { layout: { indent, minify }, limits: unapplied };
}
