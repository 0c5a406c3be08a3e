import { useId, useRef, useState } from 'react';
import { CodeEditor, type CodeEditorHandle } from '../../components/code-editor';
import { ErrorBanner } from '../../components/error-banner';
import { OpenFileButton } from '../../components/open-file-button';
import { XPathPanel } from '../../components/xpath-panel';
import type { ToolBodyProps } from '../tool-body-props';
import { Toolbar } from '../../components/controls';
import '../../components/tool-layout.css';

const EDITOR_HEIGHT = 480;

/** The XPath page: the document in an editor, the XPath panel beside it; a result moves the editor to its node. */
export function XPathBody({ tool }: ToolBodyProps<'utility'>) {
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
        <OpenFileButton accept=".xml,.svg,.xsd,.xsl,.pom,.rss,.atom,.wsdl,.plist,application/xml,text/xml" onText={(t) => editor.current?.setValue(t)} onRejected={setRejected} />
      </Toolbar>
      <ErrorBanner message={rejected} />
      <div className="tc-panes">
        <section className="tc-pane" aria-labelledby={inputId}>
          <h2 id={inputId} className="tc-title">
            XML Input
          </h2>
          <CodeEditor
            label="XML Input"
            placeholder="Paste XML here, or drop a file..."
            handleRef={editor}
            onChange={(change) => {
              setRejected(null);
              setDocId(change.blank ? null : `${tool.id}:${++version.current}`);
            }}
            onRejected={setRejected}
            acceptDrop
            minHeight={EDITOR_HEIGHT}
            language="xml"
          />
        </section>
        <section className="tc-pane" aria-labelledby={queryId}>
          <h2 id={queryId} className="tc-title">
            XPath
          </h2>
          <XPathPanel
            docId={docId}
            getSlices={async () => (await editor.current?.getSlicesAsync()) ?? []}
            getLength={() => editor.current?.getLength() ?? 0}
            tool={tool.title}
            onReveal={(item) => editor.current?.revealPosition(item.line, item.column)}
          />
        </section>
      </div>
    </div>
  );
}
