import * as Comlink from 'comlink';
import { compareApi } from './compare/compare-api';
import { convertApi } from './convert/convert-api';
import { formatApi } from './format/format-api';

/**
 * The worker script of the formatters, the compare tools, the text tool and the converters: format(), compare(),
 * compareStaged()/stageInput(), exportPdf(), textTool() and convert().
 * Each tool family starts its own instance (so cancelling one never stops another), but all of them run this one
 * script: the compare tools normalise with the formatter engines, and as one worker bundle those engines (Prettier
 * and its plugins) are built, downloaded and precached once instead of once per worker script. Every engine is
 * imported on first use, so an instance only loads what its family calls.
 */
const api = { ...formatApi, ...compareApi, ...convertApi };

Comlink.expose(api);

/** The worker's API as seen by the page (import this type only). */
export type EngineApi = typeof api;
