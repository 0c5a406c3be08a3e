import * as Comlink from 'comlink';
import { compareApi } from './compare-api';

/**
 * The compare worker: compare(type, original, modified, options), exportPdf(meta, onProgress) of the last result,
 * and textTool(type, input). See compare-api.ts.
 */
const api = compareApi;

Comlink.expose(api);

export type CompareApi = typeof api;
