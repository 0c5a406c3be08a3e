import * as Comlink from 'comlink';
import { listenForInterrupts } from './shared/interrupt';
import { bigCompareApi } from './compare/big-compare';
import { compareApi } from './compare/compare-api';
import { convertApi } from './convert/convert-api';
import { formatApi } from './format/format-api';
import { queryApi } from './query/query-api';
import { schemaApi } from './schema/schema-api';
import { stagingApi } from './shared/staging';
import { viewApi } from './shared/views';
import { typesApi } from './types/api';
import { xmlApi } from './xml/api';

/**
 * The worker script of the formatters, the compare tools, the text tool, the converters, the schema validator, the
 * JSON query, types from data and the XML tools:
 * format(), compare(), exportPdf(), textTool(), convert(), validateSchema(), runQuery(), inferTypes(), runXPath() and
 * validateXml(); large texts go ahead in slices with stageText() (workers/shared/staging.ts); the result views read
 * kept results with viewFind() and the other calls of workers/shared/views.ts.
 * Each tool family starts its own instance (so cancelling one never stops another), but all of them run this one
 * script: the compare tools normalise with the formatter engines, and as one worker bundle those engines (Prettier
 * and its plugins) are built, downloaded and precached once instead of once per worker script. Every engine is
 * imported on first use, so an instance only loads what its family calls.
 */
const api = { ...stagingApi, ...viewApi, ...formatApi, ...compareApi, ...bigCompareApi, ...convertApi, ...schemaApi, ...queryApi, ...typesApi, ...xmlApi };

Comlink.expose(api);
listenForInterrupts();

/** The worker's API as seen by the page (import this type only). */
export type EngineApi = typeof api;
