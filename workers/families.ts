import type { stagingApi } from './shared/staging';
import type { viewApi } from './shared/views';

/**
 * Every engine family, once. A family is a folder of workers/ with two files the rest of the project sees:
 *
 * - `meta.ts`: plain data the page may import — ids, option types, limits, error codes and their messages, and small
 *   pure readers of what the API returns. It imports no engine code (only other `meta.ts` files), so it costs the
 *   page nothing.
 * - `api.ts`: what the family's worker exposes, one plain object (`<family>Api`), callable as it is in Node tests.
 *   State it keeps between calls (a last result, a staged input) lives in that module and no other API reaches
 *   into it.
 *
 * The worker script (engine.worker.ts) loads a family's API on the first call of an instance started for it, and the
 * page's clients (`workerClient(family)` in src/lib/workers.ts) are typed from this list: adding a family is one
 * line here. Each API is imported on use, so an instance only ever loads its own family's code.
 */
export const FAMILIES = {
  format: () => import('./format/api').then((m) => m.formatApi),
  'big-file': () => import('./big-file/api').then((m) => m.bigFileApi),
  compare: () => import('./compare/api').then((m) => m.compareApi),
  convert: () => import('./convert/api').then((m) => m.convertApi),
  schema: () => import('./schema/api').then((m) => m.schemaApi),
  query: () => import('./query/api').then((m) => m.queryApi),
  'json-generator': () => import('./json-generator/api').then((m) => m.jsonGeneratorApi),
  testdata: () => import('./testdata/api').then((m) => m.testdataApi),
  types: () => import('./types/api').then((m) => m.typesApi),
  text: () => import('./text/api').then((m) => m.textApi),
  xml: () => import('./xml/api').then((m) => m.xmlApi),
};

/** The name of an engine family: its folder under workers/. */
export type Family = keyof typeof FAMILIES;

/**
 * What a family's worker exposes (the page imports this type only): the family's API, and the calls every instance
 * answers (engine.worker.ts) — large texts staged ahead (workers/shared/staging.ts) and the result views' rows, Find
 * and folds of the results it keeps (workers/shared/views.ts).
 */
export type FamilyApi<F extends Family> = Awaited<ReturnType<(typeof FAMILIES)[F]>> & SharedApi;

/** The calls every family's instance answers besides its own. */
export type SharedApi = typeof stagingApi & typeof viewApi;
