import type { EngineApi } from '@workers/engine.worker';
import type { BigFileApi } from '@workers/format/big-file.worker';
import type { JsonGeneratorApi } from '@workers/json-generator/json-generator.worker';
import type { TestDataApi } from '@workers/testdata/testdata.worker';
import { createWorkerClient, type WorkerClient } from './worker-client';

/**
 * Every worker of the site is created here, and nowhere else. Each tool family gets its own client (so that
 * cancelling one never stops another); a client starts its worker on first use. The page imports only the
 * workers' API types: the engines stay in the worker bundles (scripts/check-bundle.mjs guards the main chunk).
 *
 * `new Worker(new URL(…, import.meta.url))` must stay literal for Vite to bundle the worker scripts.
 */

/** The engine worker script (formatters, compare, text tool, converters), one instance per family. */
const engineWorker = () => new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module' });

/** Formatter screens. */
export const formatClient: WorkerClient<EngineApi> = createWorkerClient<EngineApi>(engineWorker);
/** The JSON formatter's files too large for the editor: the worker keeps the file's index for the rows in view. */
export const bigFileClient: WorkerClient<BigFileApi> = createWorkerClient<BigFileApi>(
  () => new Worker(new URL('../../workers/format/big-file.worker.ts', import.meta.url), { type: 'module' }),
);
/** Compare screens; the worker keeps the last result for the PDF export. */
export const compareClient: WorkerClient<EngineApi> = createWorkerClient<EngineApi>(engineWorker);
/** The Format & Diff text tool. */
export const textToolClient: WorkerClient<EngineApi> = createWorkerClient<EngineApi>(engineWorker);
/** The converters (JSON ↔ YAML, CSV, XML). */
export const convertClient: WorkerClient<EngineApi> = createWorkerClient<EngineApi>(engineWorker);
/** The JSON Schema validator. */
export const schemaClient: WorkerClient<EngineApi> = createWorkerClient<EngineApi>(engineWorker);
/** The JSON query (jq and JSONPath), on its page and on the JSON formatter; the worker keeps the last document. */
export const queryClient: WorkerClient<EngineApi> = createWorkerClient<EngineApi>(engineWorker);
/** Types from data (the ten type and schema pages); the worker keeps the shape read from the last input. */
export const typesClient: WorkerClient<EngineApi> = createWorkerClient<EngineApi>(engineWorker);
/** XPath, on its page and on the XML formatter; the worker keeps the last document (and libxml2's parse of it). */
export const xpathClient: WorkerClient<EngineApi> = createWorkerClient<EngineApi>(engineWorker);
/** The XSD/DTD validator (libxml2). */
export const xmlValidateClient: WorkerClient<EngineApi> = createWorkerClient<EngineApi>(engineWorker);
/** The JSON generator; the worker keeps the last records for the exports. */
export const jsonGeneratorClient: WorkerClient<JsonGeneratorApi> = createWorkerClient<JsonGeneratorApi>(
  () => new Worker(new URL('../../workers/json-generator/json-generator.worker.ts', import.meta.url), { type: 'module' }),
);
const testDataWorker = () => new Worker(new URL('../../workers/testdata/testdata.worker.ts', import.meta.url), { type: 'module' });
/** The test-data generator's bulk lists. */
export const testDataClient: WorkerClient<TestDataApi> = createWorkerClient<TestDataApi>(testDataWorker);
/** Test persons, companies and values streamed to a file (its own worker: cancelling a list never stops a download, nor the reverse). */
export const bulkFileClient: WorkerClient<TestDataApi> = createWorkerClient<TestDataApi>(testDataWorker);
