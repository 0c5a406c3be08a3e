import { createStore } from 'zustand/vanilla';
import type { FormatLanguage } from '@workers/format/meta';
import type { SqlDialect } from '@workers/format/meta';
import type { EngineError } from '@workers/shared/result';

/** The message shown for blank input (checked on the page, no worker call). */
export const BLANK_MESSAGE = 'Please enter some code to format';
export const INVALID_JSON_MESSAGE = 'Invalid JSON format. Please check your JSON syntax.';
export const FALLBACK_MESSAGE = 'Failed to process code';

/** What the red box shows: the message and lines beneath it. */
export interface FormatterError {
  message: string;
  details: string[];
}

/**
 * The product's error catalogue for the formatter: JSON names line and column beneath its fixed message, XML
 * prefixes the parser's message (which already carries line and column), others add a hint naming the language.
 */
export function formatterError(language: FormatLanguage, error: Partial<EngineError>): FormatterError {
  const message = error.message ?? '';
  if (message === BLANK_MESSAGE || message.startsWith('Unsupported language:')) return { message, details: [] };
  if (language.id === 'json') {
    const where = error.line !== undefined ? ` at line ${error.line}, column ${error.column ?? 1}` : '';
    return { message: INVALID_JSON_MESSAGE, details: message ? [`${message}${where}`] : [] };
  }
  if (language.id === 'xml') return { message: `Invalid XML: ${message || FALLBACK_MESSAGE}`, details: [] };
  return {
    message: message || FALLBACK_MESSAGE,
    details: [`Please check your ${language.name.toUpperCase()} syntax or input`],
  };
}

export interface FormatterState {
  sqlDialect: SqlDialect;
  setSqlDialect(dialect: SqlDialect): void;
}

/** One store per mounted formatter screen (its settings); the job's state lives in the screen's worker task. */
export const createFormatterStore = () =>
  createStore<FormatterState>()((set) => ({
    sqlDialect: 'sql',
    setSqlDialect: (sqlDialect) => set({ sqlDialect }),
  }));

export type FormatterStore = ReturnType<typeof createFormatterStore>;
