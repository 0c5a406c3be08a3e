import { useImperativeHandle, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import type { EditorView } from '@codemirror/view';
import { yieldToPage } from '../lib/yield-to-page';
import { exceedsInputLimit } from '../lib/input-limit';
import { useT } from '../lib/messages';
import { loadCodeMirror, revealPosition } from './code-editor-extensions';
import { useCodeMirror } from './use-code-mirror';
import type { FormatLanguageId } from '@workers/format/meta';
import './syntax-colours.css';
import { isBlankText, readSlices, replaceAll, type CodeEditorChange } from './editor-text';

export type { CodeEditorChange };
import './code-editor.css';

export { isBlankText };

/** Imperative access to the (uncontrolled) editor: the text is read only when needed, never per keystroke. */
export interface CodeEditorHandle {
  getValue(): string;
  /**
   * The text, read in slices with a yield to the page between them: joining a 10 MB document's lines in one go
   * blocks the main thread for 30–80 ms, more than the 50 ms a task may take.
   */
  getValueAsync(): Promise<string>;
  /**
   * The text as slices of at most 1 M characters, read with a yield between them (as getValueAsync, without the
   * final join), so a caller can post them to a worker one by one instead of serialising one huge string at once.
   */
  getSlicesAsync(): Promise<string[]>;
  /** The text's length in UTF-16 units, without reading the text. */
  getLength(): number;
  setValue(text: string): void;
  /**
   * Like setValue, without bringing in CodeMirror when the plain textarea is still shown (a text restored on load
   * should not cost the page CodeMirror's start-up before the user reaches for the editor).
   */
  restoreValue(text: string): void;
  focus(): void;
  /**
   * Puts the cursor at 1-based `line` and `column`, scrolls there, marks the spot (until the next edit) and focuses
   * the editor; brings in CodeMirror first when the plain textarea is still shown.
   */
  revealPosition(line: number, column?: number): void;
}

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  /** Accessible label of the editing area, e.g. "Input Code". */
  label: string;
  placeholder?: string;
  initialValue?: string;
  /** Called after every change (typing, paste, drop, setValue). */
  onChange?: (s: CodeEditorChange) => void;
  /** Ctrl/Cmd+Enter. */
  onSubmit?: () => void;
  handleRef?: Ref<CodeEditorHandle>;
  /** Dropping a file onto the editor replaces the text with the file's text. */
  acceptDrop?: boolean;
  /** Height of the editor (and of its loading skeleton): px or a CSS length; default 360. */
  minHeight?: number | string;
  /** Syntax colouring for this language, loaded with the editor (the plain textarea before it has none). */
  language?: FormatLanguageId;
  /** id of the editing element. */
  id?: string;
  /** Offered a dropped file first: true when it took the file (a big file the tool reads itself), which then is not loaded. */
  onFile?: (file: File) => boolean;
  /** Receives the message when a paste, drop or setValue is over the input limit (50 MB); the text is then not loaded. */
  onRejected?: (message: string) => void;
  /**
   * Offered a pasted text over the input limit first: true when the tool took it (its big path reads it as bytes),
   * and it is then neither loaded nor refused.
   */
  onLargePaste?: (text: string) => boolean;
}

/** Texts longer than this are not put into the plain textarea (see PlainEditor); CodeMirror takes them. */
const PLAIN_MAX = 1 << 20;

/**
 * A plain-text code editor (CodeMirror 6 with line numbers, no wrapping), able to hold 10 MB: CodeMirror renders
 * only the visible part of the document, where a textarea re-lays out everything on each keystroke.
 *
 * Loading CodeMirror costs the page about 100 ms of main-thread work (its modules and the first view), far more
 * than everything else on a tool page, and most visitors only read the page or paste once. So the page starts
 * with a plain textarea of the same size that already works (typing, Ctrl+Enter, drop, the 50 MB limit); the
 * first sign that the user is about to edit — pointer over the editor (modules fetched), focus, a press or a
 * drag onto it, or a text set by the tool (open file, sample) — swaps in CodeMirror with the same text,
 * selection and focus.
 */
export function CodeEditor({
  label,
  placeholder,
  initialValue = '',
  onChange,
  onSubmit,
  handleRef,
  acceptDrop = false,
  minHeight = 360,
  id,
  onRejected,
  onFile,
  onLargePaste,
  language,
}: CodeEditorProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const plain = useRef<HTMLTextAreaElement>(null);
  const composing = useRef(false);
  const [loaded, setLoaded] = useState(false);
  // Set once the user is about to edit (or the tool sets a text): CodeMirror is then created.
  const [wanted, setWanted] = useState(false);
  // A text too long for the textarea waits for CodeMirror, shown as loading.
  const [holding, setHolding] = useState(false);
  // The text until CodeMirror is there (the textarea's value, or a text set by the tool); its initial document.
  const pending = useRef<string>(initialValue);
  // A position to reveal once CodeMirror is there (asked for while the textarea was shown).
  const pendingReveal = useRef<{ line: number; column: number } | null>(null);
  // Set by the textarea's paste handler, read by the input event that follows it.
  const plainPasted = useRef(false);
  const plainReplaced = useRef(false);
  /** The name of a dropped file while its text goes in: reported with that change. */
  const dropping = useRef<string | null>(null);
  const callbacks = useRef({ onChange, onSubmit, acceptDrop, onRejected, onFile, onLargePaste });
  callbacks.current = { onChange, onSubmit, acceptDrop, onRejected, onFile, onLargePaste };
  /** The refusal of an input over the limit, in the page's language (read by CodeMirror's handlers too). */
  const tooLarge = useRef('');
  tooLarge.current = t('input.tooLarge');
  /** True (and the user told) when an input is over the limit: it must not be loaded. */
  const refuse = (input: string | Blob): boolean => {
    if (!exceedsInputLimit(input)) return false;
    callbacks.current.onRejected?.(tooLarge.current);
    return true;
  };
  /** True when a pasted text is over the limit: taken by the tool (its big path), or refused. Not loaded either way. */
  const overLimitPaste = (text: string): boolean => {
    if (!exceedsInputLimit(text)) return false;
    return callbacks.current.onLargePaste?.(text) || refuse(text);
  };
  // Static settings are read once, when the view is created.
  const settings = useRef({ label, placeholder, id, initialValue, language });

  /** The text while the textarea is shown: kept for CodeMirror and reported to the tool. */
  const keepPlainText = (text: string, pasted = false, replaced = false) => {
    pending.current = text;
    callbacks.current.onChange?.({ length: text.length, blank: isBlankText(text), pasted, replaced, file: dropping.current ?? undefined });
  };
  /** Replaces the text while the textarea is shown. */
  const setPlainText = (text: string, pasted = false, replaced = true) => {
    const area = plain.current;
    if (area) area.value = text.length <= PLAIN_MAX ? text : '';
    setHolding(text.length > PLAIN_MAX);
    keepPlainText(text, pasted, replaced);
  };
  /** Replaces the whole text, in CodeMirror if it is there by now. */
  const replaceText = (text: string) => {
    const v = view.current;
    if (!v) return setPlainText(text);
    replaceAll(v, text);
    v.scrollDOM.scrollTop = 0;
  };
  /** Loads a dropped file's text, reported to the tool with the file's name. */
  const loadDropped = (file: File) => {
    if (callbacks.current.onFile?.(file) || refuse(file)) return;
    void file.text().then((text) => {
      dropping.current = file.name;
      try {
        replaceText(text);
      } finally {
        dropping.current = null;
      }
    });
  };
  const plainHandlers = {
    onInput: (e: { currentTarget: HTMLTextAreaElement }) => {
      keepPlainText(e.currentTarget.value, plainPasted.current, plainReplaced.current);
      plainPasted.current = false;
      plainReplaced.current = false;
    },
    onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        callbacks.current.onSubmit?.();
      }
    },
    onPaste: (e: ClipboardEvent<HTMLTextAreaElement>) => {
      const text = e.clipboardData.getData('text/plain');
      const area = e.currentTarget;
      const whole = area.selectionStart === 0 && area.selectionEnd === area.value.length;
      if (overLimitPaste(text)) e.preventDefault();
      else if (text.length > PLAIN_MAX) {
        // Too long for a textarea: it goes into CodeMirror, which is on its way.
        e.preventDefault();
        const v = area.value;
        setPlainText(v.slice(0, area.selectionStart) + text + v.slice(area.selectionEnd), true, whole);
        setWanted(true);
      } else {
        plainPasted.current = true;
        plainReplaced.current = whole;
      }
    },
    onDragOver: (e: DragEvent<HTMLTextAreaElement>) => {
      if (callbacks.current.acceptDrop && e.dataTransfer.types.includes('Files')) e.preventDefault();
    },
    onDrop: (e: DragEvent<HTMLTextAreaElement>) => {
      const file = e.dataTransfer.files?.[0];
      if (!file || !callbacks.current.acceptDrop) return;
      e.preventDefault();
      loadDropped(file);
      setWanted(true);
    },
    // Pointer over the editor: fetch CodeMirror's modules; about to edit: create it.
    onPointerEnter: () => void loadCodeMirror().catch(() => {}),
    onFocus: () => setWanted(true),
    onPointerDown: () => setWanted(true),
    onDragEnter: () => setWanted(true),
  };

  useImperativeHandle(
    handleRef,
    () => ({
      getValue: () => (view.current ? view.current.state.doc.toString() : pending.current),
      getValueAsync: async () => {
        const slices = await readSlices(view.current, pending.current);
        if (slices.length === 1) return slices[0];
        const text = slices.join('');
        // The caller typically posts the text to a worker next: serialising it is another long step, kept out of
        // the task that did the join.
        await yieldToPage();
        return text;
      },
      getSlicesAsync: () => readSlices(view.current, pending.current),
      getLength: () => (view.current ? view.current.state.doc.length : pending.current.length),
      setValue: (text: string) => {
        if (refuse(text)) return;
        replaceText(text);
        setWanted(true);
      },
      restoreValue: (text: string) => {
        if (refuse(text)) return;
        replaceText(text);
        // Over the textarea's limit the text waits for CodeMirror.
        if (text.length > PLAIN_MAX) setWanted(true);
      },
      focus: () => (view.current ? view.current.focus() : plain.current?.focus()),
      revealPosition: (line: number, column = 1) => {
        const v = view.current;
        if (v) void loadCodeMirror().then((cm) => view.current === v && revealPosition(cm, v, line, column));
        else {
          pendingReveal.current = { line, column };
          setWanted(true);
        }
      },
    }),
    // One handle for the editor's life: everything it uses reads refs or calls state setters, which never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useCodeMirror(wanted, {
    host,
    plain,
    view,
    composing,
    pending,
    pendingReveal,
    settings,
    callbacks,
    dropping,
    refusePaste: overLimitPaste,
    dropFile: loadDropped,
    onLoaded: () => flushSync(() => setLoaded(true)),
    onFailed: () => setWanted(false),
  });

  return (
    <div className="ce-root" style={{ height: minHeight }}>
      {!loaded && (
        <div className="ce-plain">
          <div className="ce-plain-gutter" aria-hidden="true" />
          <textarea
            ref={plain}
            className="ce-plain-text"
            aria-label={label}
            id={id}
            placeholder={placeholder}
            defaultValue={pending.current.length <= PLAIN_MAX ? pending.current : ''}
            readOnly={holding}
            aria-busy={holding || undefined}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
            wrap="off"
            onCompositionStart={() => (composing.current = true)}
            onCompositionEnd={() => (composing.current = false)}
            {...plainHandlers}
          />
          {holding && (
            <div className="ce-plain-busy" role="status">
              {t('editor.loading')}
            </div>
          )}
        </div>
      )}
      <div ref={host} className="ce-host" hidden={!loaded} />
    </div>
  );
}
