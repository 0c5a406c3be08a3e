import { useRef, useState, type RefObject } from 'react';
import { isBlankText, type CodeEditorChange, type CodeEditorHandle } from '../../components/code-editor';
import { pastedFile, textBlobParts } from '../../lib/input-limit';
import { sendText } from '../../lib/stage-text';
import type { JobContext } from '../../lib/use-worker-task';
import type { EngineApi } from '../../lib/workers';
import type { TextInput } from '@workers/shared/staging';
import { useEngineText } from '../../lib/engine-text';
import { loadPageMessageFiles } from '../../lib/i18n';
import { refusal } from '@workers/shared/meta';
import { BIG_FILE_CEILING, BIG_FILE_THRESHOLD, COMPARE_ERRORS, type CompareTypeId } from '@workers/compare/meta';

export type Side = 'original' | 'modified';
export const SIDES: readonly Side[] = ['original', 'modified'];

/** What the inputs tell the screen: an edit or a new file (the result no longer describes them) or a refusal. */
export interface InputEvents {
  /** The inputs changed: whatever was computed from them is out of date. */
  onChanged(): void;
  /** A message for the user (a file too large), or null to clear the last one. */
  onNotice(message: string | null): void;
}

/**
 * The two sides of a compare screen: their editors, which are blank, the file each came from, and the files over
 * BIG_FILE_THRESHOLD taken as bytes (Text Compare only: the worker reads them, they never enter an editor).
 */
export function useCompareInputs(type: CompareTypeId, events: InputEvents) {
  const engineText = useEngineText();
  const editors: Record<Side, RefObject<CodeEditorHandle | null>> = { original: useRef<CodeEditorHandle>(null), modified: useRef<CodeEditorHandle>(null) };
  const [blank, setBlank] = useState<Record<Side, boolean>>({ original: true, modified: true });
  /**
   * The name of the file a side was opened from or dropped onto it. It stays while the text came from that file
   * (edits, merges) and goes when the side is emptied or a paste replaces its whole text; another file replaces it.
   */
  const [fileNames, setFileNames] = useState<Record<Side, string | null>>({ original: null, modified: null });
  const [bigFiles, setBigFiles] = useState<Record<Side, File | null>>({ original: null, modified: null });
  /** The side last edited or focused, which Edit Input returns focus to. */
  const lastSide = useRef<Side>('original');
  /** The text a merge put in a side: its change event is the merge's, not an edit. */
  const placed = useRef<Record<Side, string | null>>({ original: null, modified: null });

  const setFileName = (side: Side, name: string | null) => setFileNames((prev) => (prev[side] === name ? prev : { ...prev, [side]: name }));

  /** Editing a side: the result no longer describes the inputs (unless the edit is a merge's own). */
  const onEditorChange = (side: Side) => (s: CodeEditorChange) => {
    const expected = placed.current[side];
    if (expected !== null) {
      placed.current[side] = null;
      if (editors[side].current?.getValue() === expected) return;
    }
    events.onNotice(null);
    events.onChanged();
    setBlank((prev) => (prev[side] === s.blank ? prev : { ...prev, [side]: s.blank }));
    const name = s.file ?? (s.blank || (s.pasted && s.replaced) ? null : undefined);
    if (name !== undefined) setFileName(side, name);
  };

  /** Puts a merge's text in a side without counting it as an edit. */
  const place = (side: Side, text: string) => {
    placed.current[side] = text;
    editors[side].current?.setValue(text);
  };

  /** Offered a file opened or dropped on a side: true when it is a big file, taken here (or refused with a message). */
  const takeBigFile = (side: Side) => (file: File): boolean => {
    if (type !== 'text' || file.size <= BIG_FILE_THRESHOLD) return false;
    if (file.size > BIG_FILE_CEILING) {
      // Said once the page's message files are there: a refusal can be the visitor's first input, whose files have
      // only just been asked for (a notice is kept as text, so it would stay blank).
      void loadPageMessageFiles().then(() => events.onNotice(engineText(refusal(COMPARE_ERRORS, 'compare-too-large').error)));
      return true;
    }
    events.onNotice(null);
    events.onChanged();
    setBigFiles((prev) => ({ ...prev, [side]: file }));
    setFileName(side, file.name);
    return true;
  };

  /** A paste over the editor's limit on a side (Text Compare only): taken as bytes, like an opened file. */
  const takeLargePaste = (side: Side) => (text: string): boolean => type === 'text' && takeBigFile(side)(pastedFile(text, 'text/plain'));

  const removeBigFile = (side: Side) => {
    events.onChanged();
    setBigFiles((prev) => ({ ...prev, [side]: null }));
    setFileName(side, null);
    requestAnimationFrame(() => editors[side].current?.focus());
  };

  /** What Open File does with a file on a side (and files handed to the page): a big file as bytes, else its text. */
  const openFile = (side: Side) => ({
    onFile: takeBigFile(side),
    onText: (text: string, file: File) => {
      editors[side].current?.setValue(text);
      setFileName(side, file.name);
    },
    onRejected: events.onNotice,
  });

  const sideBlank = (side: Side) => !bigFiles[side] && blank[side];

  /**
   * Reads both editors in slices and sends them to the worker (sendText: staged one message per slice, as reading
   * and serialising 2 × 5 MB in one go blocks the page longer than a task may take). Null when a side is blank
   * (nothing is sent then).
   */
  const sendInputs = async (ctx: JobContext<EngineApi<'compare'>>): Promise<[TextInput, TextInput] | null> => {
    const sides = [(await editors.original.current?.getSlicesAsync()) ?? [], (await editors.modified.current?.getSlicesAsync()) ?? []];
    ctx.check();
    if (sides.some((slices) => slices.every(isBlankText))) return null;
    return [await sendText(ctx, 'original', sides[0]), await sendText(ctx, 'modified', sides[1])];
  };

  /**
   * The sides as byte sources for a big compare: a big file as it is, an editor's text as a Blob (which the worker
   * reads as File.text() reads it).
   */
  const byteSources = (): [Blob, Blob] => {
    const [a, b] = SIDES.map((side) => bigFiles[side] ?? new Blob(textBlobParts(editors[side].current?.getValue() ?? ''), { type: 'text/plain' }));
    return [a, b];
  };

  return {
    editors,
    fileNames,
    bigFiles,
    hasBigFile: bigFiles.original !== null || bigFiles.modified !== null,
    bothFilled: !sideBlank('original') && !sideBlank('modified'),
    lastSide,
    openFile,
    onEditorChange,
    place,
    takeBigFile,
    takeLargePaste,
    removeBigFile,
    sendInputs,
    byteSources,
    /** The combined length of both editors, for the compare's time limit. */
    length: () => (editors.original.current?.getLength() ?? 0) + (editors.modified.current?.getLength() ?? 0),
  };
}

export type CompareInputs = ReturnType<typeof useCompareInputs>;
