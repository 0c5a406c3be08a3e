import { useEffect, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { FormatLanguageId } from '@workers/format/meta';
import { reportError } from '../lib/telemetry';
import { yieldToPage } from '../lib/yield-to-page';
import { editorExtensions, loadCodeMirror, revealPosition } from './code-editor-extensions';
import { loadEditorLanguage } from './code-editor-languages';
import { isBlank, type CodeEditorChange } from './editor-text';

/**
 * Documents longer than this (2 M characters) are not parsed for syntax colours in the editor: parsing 10 MB of
 * JSON costs the page several 100 ms tasks. 1 MB of JavaScript stays coloured with typing well under 50 ms.
 */
const SYNTAX_MAX = 2_000_000;

/** What the code editor shares with the CodeMirror view it swaps in for its textarea (see useCodeMirror). */
export interface CodeMirrorMount {
  /** Where the view goes. */
  host: RefObject<HTMLDivElement | null>;
  /** The textarea shown until then: its selection, focus and scroll position carry over. */
  plain: RefObject<HTMLTextAreaElement | null>;
  /** Set to the view once it is there. */
  view: RefObject<EditorView | null>;
  /** An IME composition is under way in the textarea. */
  composing: RefObject<boolean>;
  /** The text until the view is there; the view's text again when it goes. */
  pending: RefObject<string>;
  /** A position to reveal once the view is there. */
  pendingReveal: RefObject<{ line: number; column: number } | null>;
  /** Static settings, read when the view is created. */
  settings: RefObject<{ label: string; placeholder?: string; id?: string; initialValue: string; language?: FormatLanguageId }>;
  callbacks: RefObject<{ onChange?: (s: CodeEditorChange) => void; onSubmit?: () => void; acceptDrop: boolean }>;
  /** The name of a dropped file while its text goes in. */
  dropping: RefObject<string | null>;
  refusePaste: (text: string) => boolean;
  dropFile: (file: File) => void;
  /** The view is there: the textarea goes (in the same commit). */
  onLoaded: () => void;
  /** CodeMirror could not be loaded: the textarea stays. */
  onFailed: () => void;
}

/**
 * Creates the CodeMirror view once `wanted` (the user reached for the editor, or the tool set a text), with the
 * textarea's text, selection, focus and scroll position, and destroys it on unmount (its text kept in `pending`).
 * Loading CodeMirror costs about 100 ms of main-thread work, kept off the page load this way.
 */
export function useCodeMirror(wanted: boolean, m: CodeMirrorMount): void {
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let created: EditorView | null = null;
    const lang = m.settings.current.language;
    // The language loads beside CodeMirror; without it (a failed chunk) the editor still works, uncoloured.
    const languageSupport = lang ? loadEditorLanguage(lang).catch((e: unknown) => (reportError(e, 'Code editor', 'warning'), [])) : Promise.resolve([]);
    void loadCodeMirror().then(async (cm) => {
      const [{ EditorView }, { EditorState, Compartment }, cmCommands] = cm;
      const syntax = await languageSupport;
      // Colouring follows the document's size: past SYNTAX_MAX the parser is switched off (and back on below it), so
      // a multi-megabyte paste never costs the page long parsing tasks; the output view still colours the result.
      const syntaxSlot = new Compartment();
      const syntaxFor = (length: number) => (length <= SYNTAX_MAX ? syntax : []);
      const syntaxBySize = EditorState.transactionExtender.of((tr) => {
        if (!tr.docChanged) return null;
        const wanted = tr.newDoc.length <= SYNTAX_MAX;
        const now = tr.startState.doc.length <= SYNTAX_MAX;
        return wanted === now ? null : { effects: syntaxSlot.reconfigure(syntaxFor(tr.newDoc.length)) };
      });
      // Not inside the event that asked for the editor (a press, a focus): its default action (focusing the
      // textarea, placing the caret) completes first, so focus and caret are there to carry over.
      await yieldToPage();
      // An IME composition in the textarea finishes there first.
      const area = m.plain.current;
      if (area && m.composing.current) await new Promise((r) => area.addEventListener('compositionend', r, { once: true }));
      if (cancelled || !m.host.current) return;

      // The textarea's selection, focus and scroll position carry over.
      const doc = m.pending.current;
      const clamp = (n: number) => Math.min(Math.max(0, n), doc.length);
      const selection = area && area.value === doc ? { anchor: clamp(area.selectionDirection === 'backward' ? area.selectionEnd : area.selectionStart), head: clamp(area.selectionDirection === 'backward' ? area.selectionStart : area.selectionEnd) } : undefined;
      const hadFocus = !!area && document.activeElement === area;
      const scrollTop = area?.scrollTop ?? 0;
      let takingOver = false;
      created = new EditorView({
        parent: m.host.current,
        state: EditorState.create({
          doc: m.settings.current.initialValue,
          extensions: [syntaxSlot.of(syntaxFor(m.settings.current.initialValue.length)), syntaxBySize, editorExtensions(cm, {
            label: m.settings.current.label,
            placeholder: m.settings.current.placeholder,
            id: m.settings.current.id,
            onSubmit: () => m.callbacks.current.onSubmit?.(),
            acceptsDrop: () => m.callbacks.current.acceptDrop,
            refusePaste: m.refusePaste,
            dropFile: m.dropFile,
            // The tool already knows the text CodeMirror takes over from the textarea: no change is reported for it.
            onDocChange: (doc, pasted, replaced) => {
              if (!takingOver) {
                m.callbacks.current.onChange?.({ length: doc.length, blank: isBlank(doc.iter()), pasted, replaced, file: m.dropping.current ?? undefined });
              }
            },
          })],
        }),
      });
      // What was typed, dropped or loaded before CodeMirror came is one undoable step, as it would have been
      // in the textarea.
      if (doc !== m.settings.current.initialValue) {
        // The tool already knows this text (from the textarea): no change is reported for it.
        takingOver = true;
        created.dispatch({
          changes: { from: 0, to: created.state.doc.length, insert: doc },
          selection,
          annotations: cmCommands.isolateHistory.of('full'),
        });
        takingOver = false;
      } else if (selection) created.dispatch({ selection });
      m.view.current = created;
      // The swap never moves the page: it may have scrolled on since the user reached for the editor (a result
      // shown below the fold after Ctrl+Enter must stay in view when the editor arrives late).
      const pageX = window.scrollX;
      const pageY = window.scrollY;
      // Textarea out and editor in within one commit, so there is never a moment with two (or no) textboxes.
      m.onLoaded();
      if (hadFocus) created.focus();
      if (scrollTop) created.scrollDOM.scrollTop = scrollTop;
      if (window.scrollX !== pageX || window.scrollY !== pageY) window.scrollTo(pageX, pageY);
      const reveal = m.pendingReveal.current;
      m.pendingReveal.current = null;
      if (reveal) revealPosition(cm, created, reveal.line, reveal.column);
    }, (e: unknown) => {
      // The textarea stays and keeps working; the next press, focus or loaded text tries again.
      reportError(e, 'Code editor', 'warning');
      if (!cancelled) m.onFailed();
    });
    return () => {
      cancelled = true;
      if (created) {
        m.pending.current = created.state.doc.toString();
        created.destroy();
      }
      m.view.current = null;
    };
    // The mount's members are refs and callbacks that read refs or state setters, which never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
}
