import { useEffect, useId, useState } from 'react';
import { CodeEditor } from '../../components/code-editor';
import { Button, TextInput, Toolbar, ToolbarSpacer } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { OpenFileButton } from '../../components/open-file-button';
import { QueryPanel } from '../../components/query-panel';
import { XPathPanel } from '../../components/xpath-panel';
import { downloadFile } from '../../lib/download';
import { useT } from '../../lib/messages';
import { sliceText } from '../../lib/stage-text';
import { trackToolEvent } from '../../lib/telemetry';
import { FORMAT_LANGUAGES, unsupportedLanguage, type FormatLanguage } from '@workers/format/meta';
import type { ToolBodyProps } from '../tool-body-props';
import type { ToolEntry } from '../tool-entry';
import { FormatterOptions } from './formatter-options';
import { OutputPanel } from './output-panel';
import { BigFileScreen } from './big-file-view';
import { useFormatter } from './use-formatter';
import { useFormatterT } from './messages';
import type { ShareState } from './use-share-link';
import './formatter.css';

/** Both panels are as tall as the window allows (see .fmt-panels in formatter.css). */
const PANEL_HEIGHT = 'var(--fmt-panel-h)';

/** The interactive formatter for `tool.language`: input editor, Format, output tree, copy, download, find. */
export function FormatterBody({ tool }: ToolBodyProps<'formatter'>) {
  const language = FORMAT_LANGUAGES.find((l) => l.id === tool.language);
  if (!language) return <ErrorBanner message={unsupportedLanguage(tool.language)} />;
  // Keyed so that moving to another language's page starts with a fresh screen and store.
  return <FormatterScreen key={tool.id} tool={tool} language={language} />;
}

/** The formatter's layout over its job (use-formatter.ts). */
function FormatterScreen({ tool, language }: { tool: ToolEntry; language: FormatLanguage }) {
  const f = useFormatter(tool, language);
  const t = useFormatterT();
  const siteT = useT();
  const { status, startedAt, result: output, error } = f.task;
  const inputHeadingId = useId();
  const outputHeadingId = useId();
  // JSON and XML: the Query panel under the output works on the formatted document (a new output, a new document
  // id); an XPath result scrolls the output to its line.
  const [queryOpen, setQueryOpen] = useState(false);
  const [reveal, setReveal] = useState<{ line: number } | null>(null);
  const queryHeadingId = useId();
  const big = f.big.input;

  return (
    <div
      className="fmt-root"
      onKeyDown={(e) => {
        // The editor handles Ctrl/Cmd+Enter itself (and marks the event handled); this covers the rest of the tool.
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.defaultPrevented) {
          e.preventDefault();
          f.format({ fromKeyboard: true });
        }
      }}
    >
      <Toolbar>
        {/* aria-disabled, not disabled, while busy: a disabled button loses focus to the page's top. */}
        <Button variant="primary" onClick={() => f.format()} aria-disabled={status === 'running'} title={t('formatTitle')}>
          {t('format')}
        </Button>
        <OpenFileButton accept={`.${language.ext},${language.mime},.txt,text/plain`} {...f.openFile} />
        <FormatterOptions language={language.id} onChange={f.stale} />
        <Button onClick={() => void f.share.make()}>{t('share')}</Button>
        <Button onClick={f.clear} title={t('clearTitle')}>
          {t('clear')}
        </Button>
        <ToolbarSpacer />
        {output && <CopyButton getText={() => output.text} context={f.context} onCopied={() => trackToolEvent('Copy to Clipboard', tool.title)} />}
        {/* A big file's output has its own Copy and Download (in its panel). */}
        {!big && (
          <Button disabled={!output} onClick={() => output && downloadFile(output.text, `formatted.${language.ext}`, `${language.mime};charset=utf-8`)}>
            {t('download')}
          </Button>
        )}
        {language.id === 'json' && (
          <Button onClick={() => void f.typesOfDocument()} title={t('typesTitle')}>
            {t('types')}
          </Button>
        )}
        {(language.id === 'json' || language.id === 'xml') && !big && (
          <Button
            aria-expanded={queryOpen}
            aria-controls={queryOpen ? `${queryHeadingId}-section` : undefined}
            onClick={() => setQueryOpen((o) => !o)}
            title={language.id === 'json' ? t('queryJsonTitle') : t('queryXmlTitle')}
          >
            {t('query')}
          </Button>
        )}
      </Toolbar>

      {status === 'running' && <FormatProgress startedAt={startedAt} onCancel={f.task.cancel} />}
      <ErrorBanner
        message={error?.message ?? null}
        details={error?.details}
        reload={error?.reload}
        action={error?.line !== undefined ? { label: t('goToError'), onClick: f.goToError } : undefined}
      />
      <ShareNotice share={f.share.share} />
      {f.saved.tooLarge && (
        <p className="fmt-note" role="status">
          {siteT('input.notSaved')}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {f.announcement}
      </p>

      {big ? (
        <BigFileScreen key={big.run} input={big} language={language} tool={tool.title} inputHeadingId={inputHeadingId} outputHeadingId={outputHeadingId} />
      ) : (
        <div className="fmt-panels">
          <section
            className="fmt-panel"
            aria-labelledby={inputHeadingId}
            onDropCapture={(e) => {
              const file = e.dataTransfer.files[0];
              if (file && f.big.open(file)) {
                e.preventDefault();
                e.stopPropagation();
              }
            }}
          >
            <div className="fmt-panel-head">
              <h2 id={inputHeadingId} className="fmt-panel-title">
                {t('input')}
              </h2>
            </div>
            <CodeEditor
              label={t('input')}
              placeholder={t('inputPlaceholder', { language: language.name })}
              handleRef={f.editor}
              onChange={f.onInputChange}
              onSubmit={() => f.format({ fromKeyboard: true })}
              onRejected={f.rejectInput}
              onLargePaste={f.big.takeLargePaste}
              acceptDrop
              minHeight={PANEL_HEIGHT}
              language={language.id}
            />
          </section>
          <OutputPanel output={output} language={language.id} headingId={outputHeadingId} tool={tool.title} sectionRef={f.outputSection} reveal={reveal} />
        </div>
      )}
      {queryOpen && language.id === 'json' && !big && (
        <section className="fmt-query" aria-labelledby={queryHeadingId} id={`${queryHeadingId}-section`}>
          <h2 id={queryHeadingId} className="fmt-panel-title">
            {t('queryJsonHeading')}
          </h2>
          <QueryPanel
            docId={f.queryDocId}
            getSlices={async () => sliceText(output?.text ?? '')}
            getLength={() => output?.text.length ?? 0}
            tool={tool.title}
            emptyText={t('queryJsonEmpty')}
            autoFocus
          />
        </section>
      )}
      {queryOpen && language.id === 'xml' && !big && (
        <section className="fmt-query" aria-labelledby={queryHeadingId} id={`${queryHeadingId}-section`}>
          <h2 id={queryHeadingId} className="fmt-panel-title">
            {t('queryXmlHeading')}
          </h2>
          <XPathPanel
            docId={f.queryDocId}
            getSlices={async () => sliceText(output?.text ?? '')}
            getLength={() => output?.text.length ?? 0}
            tool={tool.title}
            onReveal={(item) => {
              setReveal({ line: item.line - 1 });
              f.outputSection.current?.scrollIntoView({ block: 'nearest' });
            }}
            autoFocus
          />
        </section>
      )}
    </div>
  );
}

/** The share link made (and copied), or why none could be. */
function ShareNotice({ share }: { share: ShareState }) {
  const t = useFormatterT();
  if (!share) return null;
  if ('message' in share)
    return (
      <p className="fmt-note" role="status">
        {share.message}
      </p>
    );
  return (
    <Toolbar>
      <TextInput aria-label={t('shareLabel')} readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} className="fmt-share-url" />
      <span className="fmt-note">{t('shareCopied')}</span>
    </Toolbar>
  );
}

/** Indeterminate progress with elapsed seconds and Cancel (which terminates the worker at once). */
function FormatProgress({ startedAt, onCancel }: { startedAt: number; onCancel: () => void }) {
  const t = useFormatterT();
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const t = setInterval(() => setNow(performance.now()), 500);
    return () => clearInterval(t);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className="fmt-progress" role="status">
      <progress className="fmt-progress-bar" aria-label={t('progressLabel')} />
      <span className="fmt-progress-text">{t('progress', { seconds: String(seconds) })}</span>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </div>
  );
}
