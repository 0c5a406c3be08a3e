import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  INDENT_STYLES,
  LANGUAGE_OPTIONS,
  MAX_PRINT_WIDTH,
  SQL_DIALECTS,
  type FormatLanguage,
  type FormatLanguageId,
  type FormatOptions,
} from '@workers/format/meta';
import type { EngineError } from '@workers/shared/result';
import { STORAGE_KEYS, migratingStorage } from '../../lib/storage-keys';
import type { Translate } from '../../lib/i18n';
import type { TaskError } from '../../lib/use-worker-task';
import type { FormatterKey } from './messages';

/**
 * What the red box shows: the job runner's error (message, where in the input the problem is, for "Go to error"),
 * always with its lines beneath the message.
 */
export type FormatterError = TaskError & { details: string[] };

/** The words a formatter screen speaks: its own messages, and an engine's failure in the page's language. */
export interface FormatterWords {
  t: Translate<FormatterKey>;
  /** The engine's message for the failure's code in the page's language, else its own text (useEngineText). */
  engine: (error: Pick<EngineError, 'message' | 'code' | 'values'>) => string;
}

/**
 * The product's error catalogue for the formatter: JSON names line and column beneath its fixed message, XML
 * prefixes the parser's message (which already carries line and column), others add the position (when the
 * formatter gives one) and a hint naming the language. Lines and columns are written as digits, never grouped.
 */
export function formatterError(language: FormatLanguage, error: Partial<EngineError>, { t, engine }: FormatterWords): FormatterError {
  const message = error.message ? engine({ message: error.message, code: error.code, values: error.values }) : '';
  const at = error.line !== undefined ? { line: error.line, column: error.column ?? 1 } : {};
  const position = error.line !== undefined ? { line: String(error.line), column: String(error.column ?? 1) } : null;
  if (error.code === 'blank') return { message: t('error.blank'), details: [] };
  if (error.code === 'unsupported-language') return { message, details: [] };
  if (language.id === 'json') {
    const detail = position ? t('error.jsonAt', { message, ...position }) : message;
    return { message: t('error.invalidJson'), details: message ? [detail] : [], ...at };
  }
  if (language.id === 'xml') return { message: t('error.invalidXml', { message: message || t('error.fallback') }), details: [], ...at };
  return {
    message: message || t('error.fallback'),
    details: [...(position ? [t('error.lineColumn', position)] : []), t('error.checkSyntax', { language: language.name.toUpperCase() })],
    ...at,
  };
}

/** The options a user chose for one language; unset ones are the language's defaults. */
export type LanguageSettings = Pick<FormatOptions, 'indent' | 'printWidth' | 'minify' | 'sortKeys' | 'sqlDialect'>;

export interface FormatterState {
  /** Per language, only what was changed from the defaults. */
  languages: Partial<Record<FormatLanguageId, LanguageSettings>>;
  /** Format as soon as a text is pasted (off by default). */
  formatOnPaste: boolean;
  setOption<K extends keyof LanguageSettings>(language: FormatLanguageId, key: K, value: LanguageSettings[K]): void;
  /** Replaces one language's options (a share link's). */
  setLanguageSettings(language: FormatLanguageId, settings: LanguageSettings): void;
  setFormatOnPaste(on: boolean): void;
}

/** The options to format `language` with, defaults filled in. */
export function optionsFor(state: Pick<FormatterState, 'languages'>, language: FormatLanguageId): Required<Pick<FormatOptions, 'indent'>> & FormatOptions {
  const chosen = state.languages[language] ?? {};
  const defaults = LANGUAGE_OPTIONS[language];
  return {
    indent: chosen.indent && defaults.indents.includes(chosen.indent) ? chosen.indent : defaults.defaultIndent,
    ...(defaults.printWidth !== undefined ? { printWidth: chosen.printWidth ?? defaults.printWidth } : {}),
    ...(defaults.minify ? { minify: chosen.minify ?? false } : {}),
    ...(defaults.sortKeys ? { sortKeys: chosen.sortKeys ?? false } : {}),
    ...(language === 'sql' ? { sqlDialect: chosen.sqlDialect ?? 'sql' } : {}),
  };
}

/**
 * One language's settings from untrusted data (saved state, a share link): what does not fit the language's
 * options is dropped, so it falls back to the default.
 */
export function sanitizeSettings(language: FormatLanguageId, data: unknown): LanguageSettings {
  if (!data || typeof data !== 'object') return {};
  const d = data as Record<string, unknown>;
  const l = LANGUAGE_OPTIONS[language];
  const out: LanguageSettings = {};
  const indent = INDENT_STYLES.find((s) => s.id === d.indent)?.id;
  if (indent && l.indents.includes(indent)) out.indent = indent;
  const w = d.printWidth;
  if (l.printWidth !== undefined && typeof w === 'number' && Number.isInteger(w) && w > 0 && w <= MAX_PRINT_WIDTH) out.printWidth = w;
  if (l.minify && typeof d.minify === 'boolean') out.minify = d.minify;
  if (l.sortKeys && typeof d.sortKeys === 'boolean') out.sortKeys = d.sortKeys;
  const dialect = SQL_DIALECTS.find((s) => s.id === d.sqlDialect)?.id;
  if (language === 'sql' && dialect) out.sqlDialect = dialect;
  return out;
}

/**
 * The formatter's settings for every language, persisted in localStorage. Hydration is skipped at creation and
 * done by the screen after mount, so the prerendered HTML (defaults) and the first client render agree.
 */
export const useFormatterOptions = create<FormatterState>()(
  persist(
    (set) => ({
      languages: {},
      formatOnPaste: false,
      setOption: (language, key, value) =>
        set((s) => ({ languages: { ...s.languages, [language]: { ...s.languages[language], [key]: value } } })),
      setLanguageSettings: (language, settings) => set((s) => ({ languages: { ...s.languages, [language]: settings } })),
      setFormatOnPaste: (formatOnPaste) => set({ formatOnPaste }),
    }),
    {
      name: STORAGE_KEYS.formatterOptions.key,
      version: 1,
      storage: createJSONStorage(() => migratingStorage(STORAGE_KEYS.formatterOptions)),
      skipHydration: true,
      partialize: ({ languages, formatOnPaste }) => ({ languages, formatOnPaste }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as { languages?: unknown; formatOnPaste?: unknown };
        const languages: FormatterState['languages'] = {};
        if (p.languages && typeof p.languages === 'object') {
          for (const id of Object.keys(LANGUAGE_OPTIONS) as FormatLanguageId[]) {
            const saved = (p.languages as Record<string, unknown>)[id];
            if (saved) languages[id] = sanitizeSettings(id, saved);
          }
        }
        return { ...current, languages, formatOnPaste: p.formatOnPaste === true };
      },
    },
  ),
);
