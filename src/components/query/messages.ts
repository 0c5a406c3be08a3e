import type { EngineError } from '@workers/shared/result';
import { useEngineText } from '../../lib/engine-text';
import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/**
 * The texts of the query panels (jq/JSONPath, XPath) and of the two pages built around them (JSON Query, XPath
 * Tester). The pages whose screens show a panel load this scope: those two, and the JSON and XML formatters.
 */
export const queryMessages = messageScope<keyof typeof en>('query', {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  nl: () => import('./messages/nl.json', { with: { type: 'json' } }),
  de: () => import('./messages/de.json', { with: { type: 'json' } }),
  fr: () => import('./messages/fr.json', { with: { type: 'json' } }),
  es: () => import('./messages/es.json', { with: { type: 'json' } }),
  it: () => import('./messages/it.json', { with: { type: 'json' } }),
  pl: () => import('./messages/pl.json', { with: { type: 'json' } }),
});

/** The query panels' texts in the page's language. */
export const useQueryT = () => useScope(queryMessages);

/** A query panel's error box in the page's language: the message's first line, the rest (jq's program text) as details, then the line and column. */
export function useDescribeError(): (e: EngineError) => { message: string; details: string[] } {
  const t = useQueryT();
  const text = useEngineText();
  return (e) => {
    const [message, ...details] = text(e).split('\n');
    if (e.line !== undefined) details.push(t('lineColumn', { line: String(e.line), column: String(e.column ?? 1) }));
    return { message, details };
  };
}

