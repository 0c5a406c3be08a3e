import type { EngineError } from '@workers/shared/result';
import { XML_CODES, XML_TEXT, type ValidationReport, type XmlFile } from '@workers/xml/meta';
import { useEngineText } from '../../lib/engine-text';
import { isBlankText, type CodeEditorHandle } from '../../components/code-editor';
import { sendText } from '../../lib/stage-text';
import { engineTimeLimit } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import { workerClient, type EngineApi } from '../../lib/workers';
import { useXmlValidatorT } from './messages';

/** The XSD/DTD validator (libxml2). */
const xmlValidateClient = workerClient('xml');

/** The validator's job: reads both editors, sends them with the extra schema files, and keeps the report. */
export function useXmlValidator(tool: string) {
  const t = useXmlValidatorT();
  const text = useEngineText();
  /** The error box: the message in the page's language, with the line and column beneath it when known. */
  const describeError = (e: EngineError) => ({
    message: text(e),
    details: e.line !== undefined ? [t('lineColumn', { line: String(e.line), column: String(e.column ?? 1) })] : [],
  });
  const task = useWorkerTask<EngineApi<'xml'>, ValidationReport>(xmlValidateClient, { tool, timeoutMessage: t('timeout'), describeError });
  const validate = (kind: 'xsd' | 'dtd', doc: CodeEditorHandle | null, schema: CodeEditorHandle | null, names: { doc: string; schema: string }, more: XmlFile[]) => {
    if (task.status === 'running') return;
    void task.run(
      async (ctx) => {
        const documentText = (await doc?.getSlicesAsync()) ?? [];
        const schemaText = kind === 'xsd' ? ((await schema?.getSlicesAsync()) ?? []) : [];
        ctx.check();
        if (documentText.every(isBlankText)) return { ok: false, error: { message: XML_TEXT.blankXml, code: XML_CODES.blankDocument } };
        if (kind === 'xsd' && schemaText.every(isBlankText)) return { ok: false, error: { message: XML_TEXT.blankSchema, code: XML_CODES.blankSchema } };
        return ctx.call('validateXml', {
          kind,
          document: { name: names.doc, text: await sendText(ctx, 'document', documentText) },
          ...(kind === 'xsd' ? { schema: { name: names.schema, text: await sendText(ctx, 'schema', schemaText) } } : {}),
          more,
        });
      },
      { timeoutMs: engineTimeLimit((doc?.getLength() ?? 0) + (schema?.getLength() ?? 0)) },
    );
  };
  return { ...task, validate };
}
