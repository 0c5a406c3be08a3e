import * as Comlink from 'comlink';
import { jsonGeneratorApi } from './api';

export type JsonGeneratorApi = typeof jsonGeneratorApi;
export type { GeneratedData } from './api';

Comlink.expose(jsonGeneratorApi);
