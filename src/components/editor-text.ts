import type { EditorView } from '@codemirror/view';
import { SLICE_CHARS as SLICE } from '../lib/stage-text';
import { yieldToPage } from '../lib/yield-to-page';

/** The editor's text in slices of at most SLICE characters, yielding to the page after each read of a large text. */
export async function readSlices(view: EditorView | null, pendingText: string): Promise<string[]> {
  if (!view) return [pendingText];
  // The document is immutable: edits made while slicing produce a new one and do not affect this read.
  const doc = view.state.doc;
  if (doc.length <= SLICE) return [doc.toString()];
  const parts: string[] = [];
  for (let from = 0; from < doc.length; from += SLICE) {
    parts.push(doc.sliceString(from, Math.min(doc.length, from + SLICE)));
    await yieldToPage();
  }
  return parts;
}

/** Replaces the whole document with `text`, caret at the start. */
export const replaceAll = (v: EditorView, text: string) =>
  v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text }, selection: { anchor: 0 } });

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 11 || c === 0xa0 || c === 0xfeff;

/** True when `chunks` hold only whitespace; stops at the first other character. */
export function isBlank(chunks: Iterable<string>): boolean {
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (!isSpace(c) && !(c >= 0x2000 && c <= 0x200a) && c !== 0x2028 && c !== 0x2029 && c !== 0x3000) return false;
    }
  }
  return true;
}

/** Blank check of a string (same rule as the editor's onChange). */
export const isBlankText = (text: string): boolean => isBlank([text]);

/** What the code editor's `onChange` receives: cheap facts about the text, never the text itself. */
export interface CodeEditorChange {
  length: number;
  /** Empty or only whitespace. */
  blank: boolean;
  /** The change was a paste (or a dropped text), not typing or a text set by the tool. */
  pasted?: boolean;
  /** The change replaced the whole text (e.g. a paste over all of it), rather than editing part of it. */
  replaced?: boolean;
  /** The change loaded a file dropped onto the editor: its name. */
  file?: string;
}
