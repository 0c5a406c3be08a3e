import * as Comlink from 'comlink';
import { ENGINE_LOAD_FAILED, errorOf, fail, ok, withCode, type Result, loadEngine } from '../shared/result';
import type { JqFlags } from './jq';
import { textOf, type TextInput } from '../shared/staging';
import { keepViews, TextView } from '../shared/views';
import { QUERY_NEEDS_TEXT } from './meta';
import type { QueryDocument, QueryMode, QueryOutput } from './query';

/**
 * One query. The document comes with it (`text`: given or staged, see workers/shared/staging.ts), or not when the
 * worker already holds the document `docId` (see {@link queryApi}).
 */
export interface QueryRequest {
  /** Names one input text; a new text gets a new id. */
  docId: string;
  text?: TextInput;
  mode: QueryMode;
  query: string;
  flags?: JqFlags;
}


/** The document of the last query: kept so that typing a query never sends, encodes or parses the input again. */
let current: { id: string; doc: QueryDocument } | null = null;

/** The query tools' API (see workers/families.ts). */
export const queryApi = {
  /**
   * Runs a jq filter or a JSONPath query on the document. jq's own messages come back as the error message (its
   * first line) and details (the following lines); codes: `jq-compile`, `jq-runtime`, `jsonpath-invalid`, `query-invalid-json`.
   */
  async runQuery(request: QueryRequest): Promise<Result<QueryOutput>> {
    const loaded = await loadEngine(() => import('./query'));
    if (!loaded.ok) return loaded;
    const engine = loaded.value;
    if (request.text !== undefined) {
      const text = textOf(request.text);
      if (current?.id !== request.docId) current = { id: request.docId, doc: new engine.QueryDocument(text) };
    }
    if (current?.id !== request.docId) return withCode(fail('The document is not in the worker'), QUERY_NEEDS_TEXT);
    try {
      const out =
        request.mode === 'jq' ? await engine.queryJq(current.doc, request.query, request.flags ?? {}) : engine.queryJsonPath(current.doc, request.query);
      // Kept for Find (the indexes go to the page: copies of their line starts stay).
      const kept = [out.output, ...(out.paths ? [out.paths] : [])];
      keepViews(...kept.map((t) => new TextView(t.text, t.lineStarts.slice()))).forEach((id, k) => (kept[k].view = id));
      const buffers = [out.output.lineStarts.buffer, out.output.subtreeEnd.buffer];
      if (out.paths) buffers.push(out.paths.lineStarts.buffer, out.paths.subtreeEnd.buffer);
      return Comlink.transfer(ok(out), buffers);
    } catch (e) {
      // The message's first line is the message, the following lines its details (jq's program text, the count).
      if (e instanceof engine.QueryError) {
        const { error } = fail([e.message, ...e.details].join('\n'), e.line, e.column);
        return { ok: false, error: { ...error, code: e.code, ...(e.values ? { values: e.values } : {}) } };
      }
      if (e instanceof engine.JqLoadError) return withCode(fail(e.message), ENGINE_LOAD_FAILED);
      return withCode(fail(errorOf(e, 'The query could not be run').message), 'query-failed');
    }
  },
};
