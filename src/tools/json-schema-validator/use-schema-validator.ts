import { useRef, useState } from 'react';
import { isBlankText, type CodeEditorHandle } from '../../components/code-editor';
import { engineTimeLimit } from '../../lib/time-limits';
import { sendText } from '../../lib/stage-text';
import { useWorkerTask } from '../../lib/use-worker-task';
import { workerClient, type EngineApi } from '../../lib/workers';
import { SCHEMA_ERRORS } from '@workers/schema/meta';
import type { DraftChoice, SchemaReport } from '@workers/schema/validate';
import { refusal } from '@workers/shared/meta';
import type { EngineError } from '@workers/shared/result';
import { useEngineText } from '../../lib/engine-text';
import { useSchemaValidatorT } from './messages';

/** The validator's worker. */
const schemaClient = workerClient('schema');

/** The validator's job: the document against the schema, with the chosen draft, in the worker. */
export function useSchemaValidator(tool: { title: string }) {
  const [draft, setDraft] = useState<DraftChoice>('auto');
  const t = useSchemaValidatorT();
  const text = useEngineText();
  /** The error box: the message in the page's language, with the line and column beneath it when known. */
  const describeError = (e: EngineError) => ({
    message: text(e),
    details: e.line !== undefined ? [t('lineColumn', { line: String(e.line), column: String(e.column ?? 1) })] : [],
  });
  const task = useWorkerTask<EngineApi<'schema'>, SchemaReport>(schemaClient, { tool: tool.title, timeoutMessage: t('timeout'), describeError });
  const doc = useRef<CodeEditorHandle>(null);
  const schema = useRef<CodeEditorHandle>(null);

  const validate = () => {
    if (task.status === 'running') return;
    void task.run(
      async (ctx) => {
        const documentText = (await doc.current?.getSlicesAsync()) ?? [];
        const schemaText = (await schema.current?.getSlicesAsync()) ?? [];
        ctx.check();
        if (documentText.every(isBlankText)) return refusal(SCHEMA_ERRORS, 'blank-document');
        if (schemaText.every(isBlankText)) return refusal(SCHEMA_ERRORS, 'blank-schema');
        return ctx.call('validateSchema', await sendText(ctx, 'document', documentText), await sendText(ctx, 'schema', schemaText), draft);
      },
      { timeoutMs: engineTimeLimit((doc.current?.getLength() ?? 0) + (schema.current?.getLength() ?? 0)) },
    );
  };

  return { doc, schema, draft, setDraft, task, validate, reject: (message: string) => task.fail({ message, details: [] }) };
}
