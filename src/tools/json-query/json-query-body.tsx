import { DocumentQueryPage } from '../../components/document-query-page';
import { useQueryT } from '../../components/query/messages';
import { QueryPanel } from '../../components/query-panel';
import type { ToolBodyProps } from '../tool-body-props';

const EDITOR_HEIGHT = 420;

/** The JSON Query page: the document in an editor, the query panel beside it (its result updates as you type). */
export function JsonQueryBody({ tool }: ToolBodyProps<'utility'>) {
  const t = useQueryT();
  return (
    <DocumentQueryPage
      toolId={tool.id}
      language="json"
      accept=".json,.ndjson,.jsonl,.txt,application/json,text/plain"
      texts={{ input: t('jsonQuery.input'), placeholder: t('jsonQuery.placeholder'), query: t('jsonQuery.query') }}
      height={EDITOR_HEIGHT}
      panel={({ docId, getSlices, getLength }) => <QueryPanel docId={docId} getSlices={getSlices} getLength={getLength} tool={tool.title} height={EDITOR_HEIGHT - 140} />}
    />
  );
}
