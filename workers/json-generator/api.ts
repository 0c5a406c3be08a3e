import * as Comlink from 'comlink';
import { lineStartsOf } from '../shared/line-index';
import { errorOf, fail, ok, type ProgressFn, type Result } from '../shared/result';
import { toCsv, toJson, toNdjson, toSql } from './exports';
import { generateRecords, type JsonRecord } from './generate';
import { validateSchema } from './schema';
import { clampRecordCount, type ExportFormat, type ExportSettings, type FieldDefinition, type SchemaError } from './meta';

/** What a generation hands to the page: the JSON text once, plus its line starts for the virtualised preview. */
export interface GeneratedData {
  /** The records as 2-space pretty JSON: the Copy and Download text. */
  json: string;
  count: number;
  /** Offset of every line of `json` (transferred, not copied). */
  lineStarts: Uint32Array;
}

// The last generated records stay here so that exports need not send them back across the boundary.
let lastRecords: JsonRecord[] | null = null;

/** The JSON generator's API (see workers/families.ts). */
export const jsonGeneratorApi = {
  /** Does nothing: the page calls it when idle so that the worker and faker are loaded before the first click. */
  ready(): boolean {
    return true;
  },

  /** The schema's problems (empty: it can be generated), for the editor to show beside each field as it changes. */
  validate(fields: FieldDefinition[]): Result<SchemaError[]> {
    return ok(validateSchema(fields));
  },

  /**
   * Generates `count` records (clamped to 1–10,000) for `fields`. Progress is reported every 500 records
   * through `onProgress`, which is called without awaiting. A bad schema fails with its first problem.
   */
  generate(
    fields: FieldDefinition[],
    count: number,
    seed?: number,
    onProgress?: ProgressFn,
  ): Result<GeneratedData> {
    try {
      const errors = validateSchema(fields);
      if (errors.length > 0) return fail(errors[0].message);
      const records = generateRecords(fields, clampRecordCount(count), { seed, onProgress });
      lastRecords = records;
      const json = toJson(records);
      const lineStarts = lineStartsOf(json);
      return Comlink.transfer(ok({ json, count: records.length, lineStarts }), [lineStarts.buffer]);
    } catch (e) {
      return { ok: false, error: errorOf(e, 'Failed to generate data') };
    }
  },

  /**
   * The last generated records as CSV, NDJSON or SQL. `json` (the page's copy of the JSON text) is parsed
   * instead when this worker holds no records, e.g. after a cancelled generation replaced the worker.
   */
  exportAs(format: ExportFormat, settings: ExportSettings = {}, json?: string): Result<string> {
    try {
      const records = lastRecords ?? (json !== undefined ? (JSON.parse(json) as JsonRecord[]) : null);
      if (!records) return fail('Generate some records first');
      lastRecords = records;
      if (format === 'csv') return ok(toCsv(records, { protectFormulas: settings.protectFormulas }));
      if (format === 'ndjson') return ok(toNdjson(records));
      return ok(toSql(records, settings.tableName, settings.sqlDialect));
    } catch (e) {
      return { ok: false, error: errorOf(e, 'Failed to export data') };
    }
  },
};

