import type { EngineError } from '@workers/shared/result';
import { useEngineText } from '../lib/engine-text';
import { useT } from '../lib/messages';
import type { TaskError } from '../lib/worker-task';
import { ErrorBanner } from './error-banner';

/**
 * A mistake in a query or its document (jq's, JSONPath's, XPath's message), or the query's failure, as the query
 * panels show it: the message's first line, the rest (the program text of a compile error) as details, and where
 * known its line and column; a message with a code of ours keeps it, to be said in the page's language.
 */
export interface QueryMistake {
  message: string;
  details: string[];
  line?: number;
  column?: number;
  code?: string;
  values?: Record<string, string | number>;
}

/** An engine's refusal as a {@link QueryMistake}. */
export function queryMistake(e: EngineError): QueryMistake {
  const [message, ...details] = e.message.split('\n');
  return { message, details, ...(e.line === undefined ? {} : { line: e.line, column: e.column ?? 1 }), ...(e.code === undefined ? {} : { code: e.code, values: e.values }) };
}

/** The error box of a query panel: the last answer's mistake, else the task's error; nothing without either. */
export function QueryErrorBanner({ mistake, error }: { mistake: QueryMistake | null; error: TaskError | null }) {
  const t = useT();
  const engineText = useEngineText();
  const shown: QueryMistake | null = mistake ?? (error && { ...error, details: error.details ?? [] });
  if (!shown) return <ErrorBanner message={null} />;
  const where = shown.line === undefined ? [] : [t('query.lineColumn', { line: shown.line, column: shown.column ?? 1 })];
  return <ErrorBanner message={engineText(shown)} details={[...shown.details, ...where]} reload={error?.reload} />;
}
