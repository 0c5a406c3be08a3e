import type { FormatLanguageId } from '@workers/format/meta';

/**
 * The languages with a big path: a file over 16 MB, or a paste over the editor's 50 MB, is read in parts by the
 * big-file worker and shown formatted (BigFileScreen) instead of going into the editor. Adding a language here
 * (its engine in the big-file worker) is all the formatter screen needs.
 */
export const BIG_PATH_LANGUAGES: ReadonlySet<FormatLanguageId> = new Set<FormatLanguageId>(['json', 'xml']);

/** True when `language` has a big path. */
export const hasBigPath = (language: FormatLanguageId): boolean => BIG_PATH_LANGUAGES.has(language);
