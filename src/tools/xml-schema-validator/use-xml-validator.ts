import type { EngineApi } from '@workers/engine.worker';
import { fail, withCode, type EngineError } from '@workers/shared/result';
import { XML_CODES, XML_TEXT, type ValidationReport, type XmlFile } from '@workers/xml/meta';
import { isBlankText, type CodeEditorHandle } from '../../components/code-editor';
import { engineTimeLimit } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import { xmlValidateClient } from '../../lib/workers';

const describeError = (e: EngineError) => ({
  message: e.message,
  details: e.line !== undefined ? [`Line ${e.line}, column ${e.column ?? 1}`] : [],
});

/** The validator's job: reads both editors, sends them with the extra schema files, and keeps the report. */
export function useXmlValidator(tool: string) {
  const task = useWorkerTask<EngineApi, ValidationReport>(xmlValidateClient, { tool, timeoutMessage: XML_TEXT.validationTimeout, describeError });
  const validate = (kind: 'xsd' | 'dtd', doc: CodeEditorHandle | null, schema: CodeEditorHandle | null, names: { doc: string; schema: string }, more: XmlFile[]) => {
    if (task.status === 'running') return;
    void task.run(
      async (ctx) => {
        const documentText = (await doc?.getValueAsync()) ?? '';
        const schemaText = kind === 'xsd' ? ((await schema?.getValueAsync()) ?? '') : '';
        ctx.check();
        if (isBlankText(documentText)) return withCode(fail(XML_TEXT.blankXml), XML_CODES.blank);
        if (kind === 'xsd' && isBlankText(schemaText)) return withCode(fail(XML_TEXT.blankSchema), XML_CODES.blank);
        return ctx.call('validateXml', {
          kind,
          document: { name: names.doc, text: documentText },
          ...(kind === 'xsd' ? { schema: { name: names.schema, text: schemaText } } : {}),
          more,
        });
      },
      { timeoutMs: engineTimeLimit((doc?.getLength() ?? 0) + (schema?.getLength() ?? 0)) },
    );
  };
  return { ...task, validate };
}
