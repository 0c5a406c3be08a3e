import type { Extension, StateEffectType, StateField, Text } from '@codemirror/state';
import type { DecorationSet, EditorView as EditorViewType } from '@codemirror/view';
import { yieldToPage } from '../lib/yield-to-page';

/** CodeMirror's three modules, as loadCodeMirror resolves them. */
export type CodeMirror = [typeof import('@codemirror/view'), typeof import('@codemirror/state'), typeof import('@codemirror/commands')];
let codeMirror: Promise<CodeMirror> | null = null;
/**
 * CodeMirror is loaded on first use so it stays out of the main chunk. Its modules are imported one after the
 * other with a yield between them, so each is evaluated in a task of its own rather than all three in one long
 * task while the page loads.
 */
export const loadCodeMirror = (): Promise<CodeMirror> =>
  (codeMirror ??= (async () => {
    const state = await import('@codemirror/state');
    await yieldToPage();
    const view = await import('@codemirror/view');
    await yieldToPage();
    const commands = await import('@codemirror/commands');
    await yieldToPage();
    return [view, state, commands] as CodeMirror;
  })().catch((e: unknown) => {
    // Not loaded (offline before the first visit finished, a failed chunk): the next attempt fetches again.
    codeMirror = null;
    throw e;
  }));

/** Lines at least this long get typing applied directly (see the beforeinput handler). */
const LONG_LINE = 10_000;

/** Pastes at least this long are applied directly (see the paste handler). */
const LARGE_PASTE = 1 << 20;

/** What the editor's extensions need from the CodeEditor around them. */
export interface EditorHooks {
  /** Accessible label, placeholder and id of the editing element. */
  label: string;
  placeholder?: string;
  id?: string;
  /** Ctrl/Cmd+Enter. */
  onSubmit(): void;
  /** Whether a dropped file replaces the text (read at drop time). */
  acceptsDrop(): boolean;
  /** True when a pasted text is over the input limit: it is not loaded (the tool took it, or the user was told). */
  refusePaste(text: string): boolean;
  /** Loads a file dropped onto the editor (its text replaces the document). */
  dropFile(file: File): void;
  /**
   * After every change of the document; `pasted` when the change was a paste (or a drop), `replaced` when it
   * replaced the whole previous document.
   */
  onDocChange(doc: Text, pasted: boolean, replaced: boolean): void;
}

/** The error mark: an effect that sets it (a document position, or null to clear) and the field that holds it. */
interface ErrorMark {
  set: StateEffectType<number | null>;
  field: StateField<DecorationSet>;
}
let errorMark: ErrorMark | null = null;

/** Created once CodeMirror's modules are there, the same for every editor. */
function errorMarkOf([cmView, cmState]: CodeMirror): ErrorMark {
  if (errorMark) return errorMark;
  const { Decoration, EditorView } = cmView;
  const set = cmState.StateEffect.define<number | null>();
  const line = Decoration.line({ class: 'ce-error-line' });
  const spot = Decoration.mark({ class: 'ce-error-spot' });
  const field = cmState.StateField.define<DecorationSet>({
    create: () => Decoration.none,
    update(marks, tr) {
      // Any edit clears the mark: it described the text as it was.
      let next = tr.docChanged ? Decoration.none : marks;
      for (const e of tr.effects) {
        if (!e.is(set)) continue;
        if (e.value === null) next = Decoration.none;
        else {
          const at = tr.state.doc.lineAt(e.value);
          const end = Math.min(e.value + 1, at.to);
          next = Decoration.set(end > e.value ? [line.range(at.from), spot.range(e.value, end)] : [line.range(at.from)]);
        }
      }
      return next;
    },
    provide: (f) => EditorView.decorations.from(f),
  });
  return (errorMark = { set, field });
}

/**
 * Puts the cursor at 1-based `line` and `column` (clamped to the text), scrolls it to the middle of the editor,
 * marks the line and the character there, and focuses the editor.
 */
export function revealPosition(cm: CodeMirror, view: EditorViewType, line: number, column: number): void {
  const doc = view.state.doc;
  const at = doc.line(Math.min(Math.max(1, Math.floor(line) || 1), doc.lines));
  const pos = at.from + Math.min(Math.max(0, (Math.floor(column) || 1) - 1), at.length);
  view.dispatch({
    selection: { anchor: pos },
    effects: [cm[0].EditorView.scrollIntoView(pos, { y: 'center' }), errorMarkOf(cm).set.of(pos)],
  });
  view.focus();
}

/**
 * The editor's behaviour: line numbers, history and the standard keys (Tab left to move focus), the label and
 * placeholder, Ctrl/Cmd+Enter, and fast paths for typing on very long lines, large pastes and dropped files.
 */
export function editorExtensions([cmView, cmState, cmCommands]: CodeMirror, hooks: EditorHooks): Extension[] {
  const { EditorView, keymap, lineNumbers, placeholder: placeholderExt, highlightActiveLineGutter } = cmView;
  const { Prec, findClusterBreak } = cmState;
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    errorMarkOf([cmView, cmState, cmCommands]).field,
    // Undo/redo and the standard editing keys (Tab is left to move focus, so the editor never traps it).
    cmCommands.history(),
    keymap.of([...cmCommands.historyKeymap, ...cmCommands.defaultKeymap]),
    hooks.placeholder ? placeholderExt(hooks.placeholder) : [],
    EditorView.contentAttributes.of({
      'aria-label': hooks.label,
      role: 'textbox',
      'aria-multiline': 'true',
      ...(hooks.id ? { id: hooks.id } : {}),
    }),
    Prec.highest(
      keymap.of([
        {
          key: 'Mod-Enter',
          run: () => {
            hooks.onSubmit();
            return true;
          },
        },
      ]),
    ),
    EditorView.domEventHandlers({
      // CodeMirror reads typing back from the DOM and diffs the changed line against the document: on one
      // 10 MB line (minified JSON) that costs ~85 ms per keystroke. Plain typing, Enter and deletion are
      // applied directly there (and over a selection); everything else, IME included, keeps the normal path.
      beforeinput: (e, v) => {
        if (v.composing) return false;
        const { state } = v;
        const sel = state.selection.main;
        const line = state.doc.lineAt(sel.head);
        if (sel.empty && line.length < LONG_LINE) return false;
        let from = sel.from;
        let to = sel.to;
        let insert = '';
        if (e.inputType === 'insertText' && e.data) insert = e.data;
        else if (e.inputType === 'insertParagraph' || e.inputType === 'insertLineBreak') insert = '\n';
        else if (e.inputType === 'deleteContentBackward' || e.inputType === 'deleteContentForward') {
          if (sel.empty) {
            const forward = e.inputType === 'deleteContentForward';
            if (forward && to === line.to) to = Math.min(state.doc.length, to + 1);
            else if (!forward && from === line.from) from = Math.max(0, from - 1);
            else if (forward) to = line.from + findClusterBreak(line.text, to - line.from, true);
            else from = line.from + findClusterBreak(line.text, from - line.from, false);
          }
          if (from === to) return false;
        } else return false;
        e.preventDefault();
        v.dispatch({
          changes: { from, to, insert },
          selection: { anchor: from + insert.length },
          scrollIntoView: true,
          userEvent: insert ? 'input.type' : 'delete',
        });
        return true;
      },
      // Large pastes skip CodeMirror's clipboard path (line-wise and multi-cursor checks over the whole
      // text) and go in as one plain replacement.
      paste: (e, v) => {
        const text = e.clipboardData?.getData('text/plain');
        if (!text || text.length < LARGE_PASTE) return false;
        e.preventDefault();
        if (hooks.refusePaste(text)) return true;
        v.dispatch(v.state.replaceSelection(text), { userEvent: 'input.paste', scrollIntoView: true });
        return true;
      },
      dragover: (e) => {
        if (hooks.acceptsDrop() && e.dataTransfer?.types.includes('Files')) e.preventDefault();
        return false;
      },
      drop: (e) => {
        const file = e.dataTransfer?.files?.[0];
        if (!file || !hooks.acceptsDrop()) return false;
        e.preventDefault();
        hooks.dropFile(file);
        return true;
      },
    }),
    EditorView.updateListener.of((u) => {
      if (!u.docChanged) return;
      let replaced = false;
      for (const tr of u.transactions) {
        tr.changes.iterChangedRanges((fromA, toA) => {
          if (fromA === 0 && toA === tr.startState.doc.length) replaced = true;
        });
      }
      hooks.onDocChange(u.state.doc, u.transactions.some((tr) => tr.isUserEvent('input.paste') || tr.isUserEvent('input.drop')), replaced);
    }),
  ];
}
