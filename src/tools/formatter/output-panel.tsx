import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Checkbox } from '../../components/controls';
import { TextResultView } from '../../components/result-view';
import type { FormattedText } from '@workers/format/api';
import { formatClient } from './use-formatter';
import type { FormatLanguageId } from '@workers/format/meta';
import { LINE_TOKENIZERS } from '@workers/shared/highlight/index';
import { useOutputView } from './output-view-store';
import { useFormatterT } from './messages';

/** Props of {@link OutputPanel}. */
export interface OutputPanelProps {
  output: FormattedText | null;
  language: FormatLanguageId;
  headingId: string;
  /** The tool's title (failure reports). */
  tool: string;
  /** Receives the panel's section too (the screen scrolls a new result into view). */
  sectionRef?: RefObject<HTMLElement | null>;
  /** Each new object scrolls the output to that 0-based line (see ResultView). */
  reveal?: { line: number } | null;
}

/**
 * The formatter's output panel: its heading, the view toggles (wrap lines, syntax colours, both remembered) and
 * full screen, and the virtualised output, coloured row by row as rows scroll into view. Full screen makes the panel
 * cover the window (a modal dialog); Escape or the same button leaves it and focus returns to the button.
 */
export function OutputPanel({ output, language, headingId, tool, sectionRef, reveal = null }: OutputPanelProps) {
  const t = useFormatterT();
  const { wrap, colours, setWrap, setColours } = useOutputView();
  const [full, setFull] = useState(false);
  const fullButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    void useOutputView.persist.rehydrate();
  }, []);

  useEffect(() => {
    if (!full) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') return keepFocusInside(e);
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      // Escape in a search box with text clears it first (the browser's own behaviour); the next one leaves.
      const t = e.target;
      if (t instanceof HTMLInputElement && t.type === 'search' && t.value) return;
      e.preventDefault();
      setFull(false);
      fullButton.current?.focus();
    };
    /** A modal panel: Tab and Shift+Tab cycle through its own controls, never the page hidden behind it. */
    const keepFocusInside = (e: KeyboardEvent) => {
      const focusable = [...(panel.current?.querySelectorAll<HTMLElement>('button:not([disabled]), input, [tabindex="0"]') ?? [])];
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = panel.current?.contains(document.activeElement);
      if (e.shiftKey ? document.activeElement === first || !inside : document.activeElement === last || !inside) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [full]);

  return (
    <section
      ref={(el) => {
        panel.current = el;
        if (sectionRef) sectionRef.current = el;
      }}
      className={full ? 'fmt-panel fmt-output fmt-output-full' : 'fmt-panel fmt-output'}
      aria-labelledby={headingId}
      role={full ? 'dialog' : undefined}
      aria-modal={full || undefined}
    >
      <div className="fmt-panel-head">
        <h2 id={headingId} className="fmt-panel-title">
          {t('output.title')}
        </h2>
        <div className="fmt-view-toggles">
          <Checkbox label={t('output.wrap')} checked={wrap} onChange={(e) => setWrap(e.currentTarget.checked)} />
          <Checkbox label={t('output.colours')} checked={colours} onChange={(e) => setColours(e.currentTarget.checked)} />
          <Button
            ref={fullButton}
            size="small"
            aria-pressed={full}
            title={full ? t('output.leaveFullTitle') : t('output.fullTitle')}
            onClick={() => setFull((f) => !f)}
          >
            {t('output.fullScreen')}
          </Button>
        </div>
      </div>
      <div className="fmt-output-body">
        {output ? (
          <TextResultView
            data={output}
            client={formatClient}
            tool={tool}
            lineStates={output.lineStates}
            label={t('output.title')}
            height="fill"
            tokenize={colours ? LINE_TOKENIZERS[language] : null}
            wrap={wrap}
            reveal={reveal}
          />
        ) : (
          <div className="fmt-placeholder">{t('output.placeholder')}</div>
        )}
      </div>
    </section>
  );
}

