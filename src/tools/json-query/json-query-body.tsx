import { useId, useRef, useState } from 'react';
import { CodeEditor, type CodeEditorHandle } from '../../components/code-editor';
import { ErrorBanner } from '../../components/error-banner';
import { OpenFileButton } from '../../components/open-file-button';
import { QueryPanel } from '../../components/query-panel';
import type { ToolBodyProps } from '../tool-body-props';
import { Toolbar } from '../../components/controls';
import '../../components/tool-layout.css';

const EDITOR_HEIGHT = 420;

/** The JSON Query page: the document in an editor, the query panel beside it (its result updates as you type). */
export function JsonQueryBody({ tool }: ToolBodyProps<'utility'>) {
  const editor = useRef<CodeEditorHandle>(null);
  // Each text of the editor gets its own id: the worker keeps the document it was last sent under that id.
  const version = useRef(0);
  const [docId, setDocId] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const inputId = useId();
  const queryId = useId();

  return (
    <div className="tc-root">
      <Toolbar>
        <OpenFileButton accept=".json,.ndjson,.jsonl,.txt,application/json,text/plain" onText={(t) => editor.current?.setValue(t)} onRejected={setRejected} />
      </Toolbar>
      <ErrorBanner message={rejected} />
      <div className="tc-panes">
        <section className="tc-pane" aria-labelledby={inputId}>
          <h2 id={inputId} className="tc-title">
            JSON Input
          </h2>
          <CodeEditor
            label="JSON Input"
            placeholder="Paste JSON here (one document, or several for jq), or drop a file..."
            handleRef={editor}
            onChange={(change) => {
              setRejected(null);
              setDocId(change.blank ? null : `${tool.id}:${++version.current}`);
            }}
            onRejected={setRejected}
            acceptDrop
            minHeight={EDITOR_HEIGHT}
            language="json"
          />
        </section>
        <section className="tc-pane" aria-labelledby={queryId}>
          <h2 id={queryId} className="tc-title">
            Query
          </h2>
          <QueryPanel
            docId={docId}
            getSlices={async () => (await editor.current?.getSlicesAsync()) ?? []}
            getLength={() => editor.current?.getLength() ?? 0}
            tool={tool.title}
            height={EDITOR_HEIGHT - 140}
          />
        </section>
      </div>
    </div>
  );
}
