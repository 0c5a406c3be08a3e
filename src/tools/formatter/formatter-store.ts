import { createStore } from 'zustand/vanilla';
import type { FormatLanguage } from '@workers/format/meta';
import type { SqlDialect } from '@workers/format/meta';
import type { IndexedText } from '@workers/shared/line-index';
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
  status: 'idle' | 'formatting';
  /** performance.now() when the current format started. */
  startedAt: number;
  /** The formatted result. Kept in memory only, never persisted (it can be tens of megabytes). */
  output: IndexedText | null;
  error: FormatterError | null;
  sqlDialect: SqlDialect;
  start(): void;
  succeed(output: IndexedText): void;
  failWith(error: FormatterError): void;
  /** Back to idle after a cancel: no output, no error. */
  cancelled(): void;
  /** The input changed: the old output no longer describes it. */
  clearOutput(): void;
  setSqlDialect(dialect: SqlDialect): void;
}

/** One store per mounted formatter screen, so another language's screen starts empty. */
export const createFormatterStore = () =>
  createStore<FormatterState>()((set, get) => ({
    status: 'idle',
    startedAt: 0,
    output: null,
    error: null,
    sqlDialect: 'sql',
    start: () => set({ status: 'formatting', startedAt: performance.now(), output: null, error: null }),
    succeed: (output) => set({ status: 'idle', output, error: null }),
    failWith: (error) => set({ status: 'idle', output: null, error }),
    cancelled: () => set({ status: 'idle', output: null, error: null }),
    clearOutput: () => {
      if (get().output) set({ output: null });
    },
    setSqlDialect: (sqlDialect) => set({ sqlDialect }),
  }));

export type FormatterStore = ReturnType<typeof createFormatterStore>;
