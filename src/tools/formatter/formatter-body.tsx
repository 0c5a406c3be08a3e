import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CodeEditor, isBlankText, type CodeEditorChange, type CodeEditorHandle } from '../../components/code-editor';
import { Button, TextInput, Toolbar, ToolbarSpacer } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { OpenFileButton } from '../../components/open-file-button';
import { QueryPanel } from '../../components/query-panel';
import { copyText } from '../../lib/clipboard';
import { downloadFile } from '../../lib/download';
import { revealIfBelowFold } from '../../lib/reveal-result';
import { BIG_FILE_BYTES, BIG_FILE_CEILING, BIG_FILE_TOO_LARGE_MESSAGE, pastedFile } from '../../lib/input-limit';
import { INPUT_NOT_SAVED_MESSAGE } from '../../lib/saved-inputs';
import { trackToolEvent } from '../../lib/telemetry';
import { useWorkerTask } from '../../lib/use-worker-task';
import { sendText, sliceText } from '../../lib/stage-text';
import { formatClient } from '../../lib/workers';
import { FORMAT_TIMEOUT_MESSAGE, engineTimeLimit } from '../../lib/time-limits';
import type { EngineApi } from '@workers/engine.worker';
import { FORMAT_LANGUAGES, type FormatLanguage } from '@workers/format/meta';
import type { FormattedText } from '@workers/format/format-api';
import { fail, withCode } from '@workers/shared/result';
import type { ToolBodyProps } from '../tool-body-props';
import type { ToolEntry } from '../tool-entry';
import { FormatterOptions } from './formatter-options';
import { BLANK_MESSAGE, formatterError, optionsFor, useFormatterOptions } from './formatter-store';
import { decodeShare, SHARE_CODE_KEY, shareLink } from './share-codec';
import { useSavedInput } from './use-saved-input';
import { OutputPanel } from './output-panel';
import { BigFileScreen } from './big-file-view';
import { bigPathLanguage, hasBigPath } from './big-path';
import './formatter.css';

/** The JSON engine's code for a valid document whose formatted form cannot be one string (languages/json.ts). */
const JSON_TOO_LARGE = 'json-too-large';

/** Both panels are as tall as the window allows (see .fmt-panels in formatter.css). */
const PANEL_HEIGHT = 'var(--fmt-panel-h)';

/** The interactive formatter for `tool.language`: input editor, Format, output tree, copy, download, find. */
export function FormatterBody({ tool }: ToolBodyProps<'formatter'>) {
  const language = FORMAT_LANGUAGES.find((l) => l.id === tool.language);
  if (!language) return <ErrorBanner message={`Unsupported language: ${tool.language}`} />;
  // Keyed so that moving to another language's page starts with a fresh screen and store.
  return <FormatterScreen key={tool.id} tool={tool} language={language} />;
}

function FormatterScreen({ tool, language }: { tool: ToolEntry; language: FormatLanguage }) {
  const task = useWorkerTask<EngineApi, FormattedText>(formatClient, {
    tool: tool.title,
    action: 'Format',
    timeoutMessage: FORMAT_TIMEOUT_MESSAGE,
    describeError: (e) => formatterError(language, e),
  });
  const { status, startedAt, result: output, error } = task;
  const editor = useRef<CodeEditorHandle>(null);
  const context = `Formatter: ${tool.title}`;
  const inputHeadingId = useId();
  const outputHeadingId = useId();
  const outputSection = useRef<HTMLElement>(null);
  const saved = useSavedInput(tool.id, editor);
  const [share, setShare] = useState<{ url: string } | { message: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // JSON only: the Query panel under the output works on the formatted document (a new output, a new document id).
  const [queryOpen, setQueryOpen] = useState(false);
  const queryHeadingId = useId();
  const outputCount = useRef(0);
  const queryDocId = useMemo(() => (output ? `${tool.id}:${++outputCount.current}` : null), [output, tool.id]);
  // Set when a format was started from the keyboard: if it fails at a known place, the cursor goes there.
  const revealOnError = useRef(false);
  // A JSON or XML file over BIG_FILE_BYTES: shown by BigFileScreen (read in parts by a worker) instead of the editor.
  const [bigFile, setBigFile] = useState<{ file: File; run: number } | null>(null);
  const textAfterBigFile = useRef<string | null>(null);
  useEffect(() => {
    if (bigFile || textAfterBigFile.current === null) return;
    editor.current?.setValue(textAfterBigFile.current);
    textAfterBigFile.current = null;
  }, [bigFile]);
  // The big-file path lays out JSON and XML; its layout follows that language's options.
  const bigLanguage = bigPathLanguage(language.id);
  const bigSettings = useFormatterOptions((s) => s.languages[bigLanguage]);
  const bigLayout = useMemo(() => {
    const o = optionsFor({ languages: { [bigLanguage]: bigSettings } }, bigLanguage);
    const ignored = [...(o.minify ? ['Minify'] : []), ...(o.sortKeys ? ['Sort keys'] : [])];
    return { layout: { indent: o.indent as '2' | '4' | 'tab' }, ignored };
  }, [bigLanguage, bigSettings]);

  const showAsBigFile = (file: File) => {
    task.reset();
    setShare(null);
    setBigFile((b) => ({ file, run: (b?.run ?? 0) + 1 }));
  };

  /** Takes a file too large for the editor (languages with a big path only); true when it did. */
  const openBigFile = (file: File): boolean => {
    if (!hasBigPath(language.id) || file.size <= BIG_FILE_BYTES) return false;
    if (file.size > BIG_FILE_CEILING) task.fail({ message: BIG_FILE_TOO_LARGE_MESSAGE, details: [] });
    else showAsBigFile(file);
    return true;
  };

  /** Takes a paste over the editor's limit as bytes, shown like an opened file; true when it did. */
  const takeLargePaste = (text: string): boolean => hasBigPath(language.id) && openBigFile(pastedFile(text, language.mime));

  const format = ({ fromKeyboard = false } = {}) => {
    if (bigFile) {
      setBigFile({ file: bigFile.file, run: bigFile.run + 1 });
      return;
    }
    if (task.status === 'running') return;
    revealOnError.current = fromKeyboard;
    setAnnouncement('');
    void task.run(
      async (ctx) => {
        const slices = (await editor.current?.getSlicesAsync()) ?? [];
        ctx.check();
        if (slices.every(isBlankText)) return withCode(fail(BLANK_MESSAGE), 'blank');
        const code = await sendText(ctx, 'input', slices);
        const result = await ctx.call('format', language.id, code, optionsFor(useFormatterOptions.getState(), language.id));
        // A valid document whose layout cannot be one string (the 20,000-deep array): shown by the big-file path.
        if (!result.ok && result.error.code === JSON_TOO_LARGE && !optionsFor(useFormatterOptions.getState(), 'json').sortKeys) {
          ctx.check();
          showAsBigFile(new File(slices, 'input.json', { type: 'application/json' }));
          return undefined;
        }
        return result;
      },
      { timeoutMs: engineTimeLimit(editor.current?.getLength() ?? 0) },
    );
  };

  const goToError = () => {
    if (error?.line !== undefined) editor.current?.revealPosition(error.line, error.column ?? 1);
  };

  // A failure at a known place after Ctrl+Enter: the cursor goes there (focus stays in the editor).
  useEffect(() => {
    if (!error || !revealOnError.current) return;
    revealOnError.current = false;
    if (error.line !== undefined) editor.current?.revealPosition(error.line, error.column ?? 1);
  }, [error]);

  // A new result below the fold (narrow screens) is scrolled into view, and announced either way; focus stays.
  useEffect(() => {
    if (!output) return;
    const lines = output.lineStarts.length;
    setAnnouncement(`Formatted: ${lines} ${lines === 1 ? 'line' : 'lines'}.`);
    revealIfBelowFold(outputSection.current);
  }, [output]);

  // Restores the input after mount (the prerendered page is the same for everyone): a share link's input and
  // options first, else this device's last input. Options saved on this device are read first.
  useEffect(() => {
    let live = true;
    void Promise.resolve(useFormatterOptions.persist.rehydrate()).then(async () => {
      const hash = window.location.hash;
      if (new URLSearchParams(hash.slice(1)).has(SHARE_CODE_KEY)) {
        const shared = await decodeShare(hash, language.id);
        if (!live) return;
        // The link has done its job: a reload now restores from this device, like any other input.
        history.replaceState(history.state, '', window.location.pathname + window.location.search);
        if (!shared) {
          task.fail({ message: 'This share link could not be read: it is incomplete or damaged.', details: [] });
          return;
        }
        useFormatterOptions.getState().setLanguageSettings(language.id, shared.settings);
        editor.current?.setValue(shared.text);
        format();
        return;
      }
      const text = await saved.load();
      if (live && text && editor.current?.getLength() === 0) editor.current.restoreValue(text);
    });
    return () => {
      live = false;
    };
    // Once per screen: the screen is keyed by tool.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** An input over the size limit is not loaded; the previous text stays and the message explains why. */
  const rejectInput = (message: string) => task.fail({ message, details: [] });

  // The output describes the input it was made from: any edit clears it (or stops the format under way).
  const onInputChange = (change: CodeEditorChange) => {
    task.reset();
    setShare(null);
    saved.changed(change.length);
    if (change.pasted && !change.blank && useFormatterOptions.getState().formatOnPaste) queueMicrotask(() => format());
  };

  const clear = () => {
    setBigFile(null);
    editor.current?.setValue('');
    useFormatterOptions.getState().setLanguageSettings(language.id, {});
    void saved.clear();
    task.reset();
    setShare(null);
    editor.current?.focus();
  };

  const makeShareLink = async () => {
    const text = (await editor.current?.getValueAsync()) ?? '';
    if (isBlankText(text)) return setShare({ message: BLANK_MESSAGE });
    const link = await shareLink(window.location.href, text, useFormatterOptions.getState().languages[language.id] ?? {});
    if (!link.ok) return setShare({ message: link.message });
    setShare({ url: link.url });
    void copyText(link.url, context);
  };

  return (
    <div
      className="fmt-root"
      onKeyDown={(e) => {
        // The editor handles Ctrl/Cmd+Enter itself (and marks the event handled); this covers the rest of the tool.
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.defaultPrevented) {
          e.preventDefault();
          format({ fromKeyboard: true });
        }
      }}
    >
      <Toolbar>
        {/* aria-disabled, not disabled, while busy: a disabled button loses focus to the page's top. */}
        <Button
          variant="primary"
          onClick={() => format()}
          aria-disabled={status === 'running'}
          title="Format Code (Ctrl+Enter)"
        >
          Format Code
        </Button>
        <OpenFileButton
          accept={`.${language.ext},${language.mime},.txt,text/plain`}
          onText={(text) => {
            if (!bigFile) return editor.current?.setValue(text);
            // The editor comes back first (it is not shown beside a big file), then takes the text.
            textAfterBigFile.current = text;
            setBigFile(null);
          }}
          onRejected={rejectInput}
          onFile={openBigFile}
        />
        <FormatterOptions
          language={language.id}
          onChange={() => {
            task.reset();
            setShare(null);
          }}
        />
        <Button onClick={() => void makeShareLink()}>Share link</Button>
        <Button onClick={clear} title="Clear the input and this language's options, and delete what this device kept of them">
          Clear
        </Button>
        <ToolbarSpacer />
        {output && (
          <CopyButton
            getText={() => output.text}
            context={context}
            onCopied={() => trackToolEvent('Copy to Clipboard', tool.title)}
          />
        )}
        {/* A big file's output has its own Copy and Download (in its panel). */}
        {!bigFile && (
          <Button
            disabled={!output}
            onClick={() => output && downloadFile(output.text, `formatted.${language.ext}`, `${language.mime};charset=utf-8`)}
          >
            Download
          </Button>
        )}
        {language.id === 'json' && !bigFile && (
          <Button aria-expanded={queryOpen} aria-controls={queryOpen ? `${queryHeadingId}-section` : undefined} onClick={() => setQueryOpen((o) => !o)} title="Query the formatted JSON with jq or JSONPath">
            Query
          </Button>
        )}
      </Toolbar>

      {status === 'running' && <FormatProgress startedAt={startedAt} onCancel={task.cancel} />}
      <ErrorBanner
        message={error?.message ?? null}
        details={error?.details}
        reload={error?.reload}
        action={error?.line !== undefined ? { label: 'Go to error', onClick: goToError } : undefined}
      />
      {share && 'url' in share && (
        <Toolbar>
          <TextInput aria-label="Share link" readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} className="fmt-share-url" />
          <span className="fmt-note">Copied. The input travels in the link itself (after #), never to a server.</span>
        </Toolbar>
      )}
      {share && 'message' in share && (
        <p className="fmt-note" role="status">
          {share.message}
        </p>
      )}
      {saved.tooLarge && (
        <p className="fmt-note" role="status">
          {INPUT_NOT_SAVED_MESSAGE}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {bigFile ? (
        <BigFileScreen
          key={bigFile.run}
          file={bigFile.file}
          language={language}
          tool={tool.title}
          layout={bigLayout.layout}
          ignoredOptions={bigLayout.ignored}
          inputHeadingId={inputHeadingId}
          outputHeadingId={outputHeadingId}
        />
      ) : (
        <div className="fmt-panels">
          <section
            className="fmt-panel"
            aria-labelledby={inputHeadingId}
            onDropCapture={(e) => {
              const file = e.dataTransfer.files[0];
              if (file && openBigFile(file)) {
                e.preventDefault();
                e.stopPropagation();
              }
            }}
          >
            <div className="fmt-panel-head">
              <h2 id={inputHeadingId} className="fmt-panel-title">
                Input Code
              </h2>
            </div>
            <CodeEditor
              label="Input Code"
              placeholder={`Paste your ${language.name} code here, or drop a file...`}
              handleRef={editor}
              onChange={onInputChange}
              onSubmit={() => format({ fromKeyboard: true })}
              onRejected={rejectInput}
              onLargePaste={takeLargePaste}
              acceptDrop
              minHeight={PANEL_HEIGHT}
              language={language.id}
            />
          </section>
          <OutputPanel output={output} language={language.id} headingId={outputHeadingId} tool={tool.title} sectionRef={outputSection} />
        </div>
      )}
      {queryOpen && language.id === 'json' && !bigFile && (
        <section className="fmt-query" aria-labelledby={queryHeadingId} id={`${queryHeadingId}-section`}>
          <h2 id={queryHeadingId} className="fmt-panel-title">
            Query the formatted JSON
          </h2>
          <QueryPanel
            docId={queryDocId}
            getSlices={async () => sliceText(output?.text ?? '')}
            getLength={() => output?.text.length ?? 0}
            tool={tool.title}
            emptyText="Format the JSON to query it."
            autoFocus
          />
        </section>
      )}
    </div>
  );
}

/** Indeterminate progress with elapsed seconds and Cancel (which terminates the worker at once). */
function FormatProgress({ startedAt, onCancel }: { startedAt: number; onCancel: () => void }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const t = setInterval(() => setNow(performance.now()), 500);
    return () => clearInterval(t);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className="fmt-progress" role="status">
      <progress className="fmt-progress-bar" aria-label="Formatting" />
      <span className="fmt-progress-text">Formatting… {seconds} s</span>
      <Button onClick={onCancel}>Cancel</Button>
    </div>
  );
}
