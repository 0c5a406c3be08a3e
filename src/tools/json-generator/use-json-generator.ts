import { useEffect, useMemo, useRef, useState } from 'react';
import { downloadFile } from '../../lib/download';
import { useEngineText } from '../../lib/engine-text';
import { GENERATE_TIMEOUT_MESSAGE, GENERATE_TIME_LIMIT } from '../../lib/time-limits';
import { useWarmWorker, useWorkerTask } from '../../lib/use-worker-task';
import { jobsInWorkerOf } from '../../lib/worker-client';
import { workerClient, type EngineApi } from '../../lib/workers';
import type { GeneratedData } from '@workers/json-generator/api';
import { EXPORT_FILES, clampRecordCount, seedFromText, type ExportFormat, type SchemaError, type TemplateId } from '@workers/json-generator/meta';
import { useJsonGeneratorT } from './messages';
import { exportSettingsOf, toDefinitions, useJsonGeneratorStore } from './json-generator-store';
import type { ErrorMap } from './schema-editor';
import { schemaFromHash } from './schema-codec';

/** The JSON generator's worker; it keeps the last records for the exports. */
const jsonGeneratorClient = workerClient('json-generator');
/** The schema's validation, in the same worker: a newer one replaces it without ending the worker (or its records). */
const validationJobs = jobsInWorkerOf(jsonGeneratorClient);

/**
 * The JSON generator's work: the settings (store), the schema's problems, the generate and export jobs (one
 * useWorkerTask each), clearing records that no longer match the form, warming the worker up, and restoring the
 * saved schema and a shared link after mount. The screen only lays out what this returns.
 */
export function useJsonGenerator(toolTitle: string) {
  const { template, countText, fields, seedText, tableName } = useJsonGeneratorStore();
  const store = useJsonGeneratorStore;
  const t = useJsonGeneratorT();
  const task = useWorkerTask<EngineApi<'json-generator'>, GeneratedData>(jsonGeneratorClient, {
    tool: toolTitle,
    action: 'Generate',
    timeoutMs: GENERATE_TIME_LIMIT,
    timeoutMessage: GENERATE_TIMEOUT_MESSAGE,
    failureMessage: t('failed.generate'),
  });
  const exporter = useWorkerTask<EngineApi<'json-generator'>, string>(jsonGeneratorClient, {
    tool: toolTitle,
    action: 'Export',
    timeoutMs: GENERATE_TIME_LIMIT,
    timeoutMessage: GENERATE_TIMEOUT_MESSAGE,
    failureMessage: t('failed.export'),
  });
  const validation = useWorkerTask<EngineApi<'json-generator'>, SchemaError[]>(validationJobs, { tool: toolTitle, keepLastResult: true });
  // Loads the engine while the user reads the form (a read-only call: its failure shows when they generate).
  useWarmWorker(jsonGeneratorClient, { tool: toolTitle, timeoutMs: GENERATE_TIME_LIMIT });
  const data = task.result;
  const generating = task.status === 'running';
  const [attempted, setAttempted] = useState(false);
  /** The worker generation that holds `data`'s records; after a cancel or crash, exports send the JSON text. */
  const recordsIn = useRef(0);

  const definitions = useMemo(() => toDefinitions(fields), [fields]);
  const seed = seedFromText(seedText);
  const count = clampRecordCount(countText);
  const schemaErrors = useMemo(() => validation.result ?? [], [validation.result]);
  const engineText = useEngineText();
  // Each problem in the page's language (its code in the engine messages), under its field.
  const errorMap: ErrorMap = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const e of schemaErrors) {
      const k = e.path.join('.');
      m.set(k, [...(m.get(k) ?? []), engineText(e)]);
    }
    return m;
  }, [schemaErrors, engineText]);
  const blocked = schemaErrors.length > 0 || fields.length === 0;

  // The records shown were made from one schema, count and seed: any change to them stops a generation under way
  // and clears records that no longer match the form.
  const { reset } = task;
  useEffect(() => reset(), [definitions, count, seed, reset]);

  // The schema's problems, from the worker, for every change (after the reset above: a generation it stops ends the
  // worker, and this starts the next one). The last problems stay on show until the new ones arrive.
  const validate = validation.run;
  useEffect(() => void validate((ctx) => ctx.call('validate', definitions)), [definitions, validate]);

  // The saved schema (localStorage) and a shared link (#schema=…) are applied after mount; a link also when a new
  // one is pasted into this tab.
  useEffect(() => {
    const restore = () => {
      const shared = schemaFromHash(window.location.hash);
      if (!shared) return;
      store.getState().loadFields(shared);
      // Drop the hash once applied, so a reload keeps the user's later edits instead of re-applying the link.
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    };
    // The saved schema first, then a shared link over it.
    let live = true;
    void Promise.resolve(store.persist.rehydrate()).then(() => live && restore());
    window.addEventListener('hashchange', restore);
    return () => {
      live = false;
      window.removeEventListener('hashchange', restore);
    };
  }, [store]);

  const generate = () => {
    if (generating) return;
    store.getState().setCountText(String(count));
    if (blocked) {
      setAttempted(true);
      return;
    }
    setAttempted(false);
    exporter.reset();
    void task
      .run((ctx) => ctx.call('generate', definitions, count, seed, ctx.onProgress), { value: count })
      .then((generated) => {
        if (generated) recordsIn.current = jsonGeneratorClient.generation;
      });
  };

  const exportAs = async (format: ExportFormat) => {
    if (!data) return;
    // The worker keeps the last records unless it was replaced since (a cancel, a crash): then the JSON goes along.
    const kept = recordsIn.current === jsonGeneratorClient.generation && jsonGeneratorClient.pending === 0;
    const file = await exporter.run((ctx) => ctx.call('exportAs', format, exportSettingsOf(store.getState()), kept ? undefined : data.json));
    if (file === null) return;
    recordsIn.current = jsonGeneratorClient.generation;
    downloadFile(file, EXPORT_FILES[format].filename, EXPORT_FILES[format].mime);
  };

  const setTemplate = (id: TemplateId) => {
    store.getState().setTemplate(id);
    setAttempted(false);
  };

  return {
    settings: { template, countText, fields, seedText, tableName },
    store,
    task,
    exporter,
    data,
    generating,
    attempted,
    blocked,
    definitions,
    count,
    errorMap,
    generate,
    exportAs,
    setTemplate,
  };
}
