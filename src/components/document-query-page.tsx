import { useId, useRef, useState, type ReactNode } from 'react';
import { CodeEditor, type CodeEditorHandle } from './code-editor';
import { Toolbar } from './controls';
import { ErrorBanner } from './error-banner';
import { OpenFileButton } from './open-file-button';
import './tool-layout.css';

/** What a query panel needs of the document in the page's editor. */
export interface QueriedDocument {
  /** Names the editor's current text (a new text, a new id); null while the editor is blank. */
  docId: string | null;
  /** The text in slices of at most 1 M characters. */
  getSlices: () => Promise<string[]>;
  /** The text's length, for the time limit. */
  getLength: () => number;
  /** Puts the editor's cursor at a 1-based line and column. */
  reveal: (line: number, column: number) => void;
}

/** Props of {@link DocumentQueryPage}. */
export interface DocumentQueryPageProps {
  /** The tool's id: each text of the editor is named after it (the worker keeps the last one under that name). */
  toolId: string;
  /** The document's language (the editor's highlighting). */
  language: 'json' | 'xml';
  /** The files Open File and a drop take (an `accept` attribute). */
  accept: string;
  /** The headings of the two panes and the editor's placeholder, in the page's language. */
  texts: { input: string; placeholder: string; query: string };
  /** The editor's height in px. */
  height: number;
  /** The query panel over the document. */
  panel: (doc: QueriedDocument) => ReactNode;
}

/**
 * A document-and-query page (JSON Query, XPath Tester): Open File, the document in an editor, and a query panel
 * beside it that works on the editor's text.
 */
export function DocumentQueryPage({ toolId, language, accept, texts, height, panel }: DocumentQueryPageProps) {
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
        <OpenFileButton accept={accept} onText={(t) => editor.current?.setValue(t)} onRejected={setRejected} />
      </Toolbar>
      <ErrorBanner message={rejected} />
      <div className="tc-panes">
        <section className="tc-pane" aria-labelledby={inputId}>
          <h2 id={inputId} className="tc-title">
            {texts.input}
          </h2>
          <CodeEditor
            label={texts.input}
            placeholder={texts.placeholder}
            handleRef={editor}
            onChange={(change) => {
              setRejected(null);
              setDocId(change.blank ? null : `${toolId}:${++version.current}`);
            }}
            onRejected={setRejected}
            acceptDrop
            minHeight={height}
            language={language}
          />
        </section>
        <section className="tc-pane" aria-labelledby={queryId}>
          <h2 id={queryId} className="tc-title">
            {texts.query}
          </h2>
          {panel({
            docId,
            getSlices: async () => (await editor.current?.getSlicesAsync()) ?? [],
            getLength: () => editor.current?.getLength() ?? 0,
            reveal: (line, column) => editor.current?.revealPosition(line, column),
          })}
        </section>
      </div>
    </div>
  );
}
