import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { CodeEditorHandle } from '../../components/code-editor';
import { loadPageMessageFiles } from '../../lib/i18n';
import { BIG_FILE_BYTES, BIG_FILE_CEILING, pastedFile } from '../../lib/input-limit';
import { BIG_FILE_ERRORS } from '@workers/big-file/meta';
import type { TaskError } from '../../lib/use-worker-task';
import type { FormatLanguage } from '@workers/format/meta';
import type { BigLayout } from '@workers/format/big-document';
import type { EngineError } from '@workers/shared/result';
import { optionsFor, useFormatterOptions } from './formatter-store';
import { bigLayoutOf, bigPathLanguage, hasBigPath, type BigPathLimit } from './big-path';

/** The input too large for the editor that the formatter shows instead of it (see BigFileScreen). */
export interface BigInput {
  file: File;
  /** Counts the times it was opened: a new run reads the file again. */
  run: number;
  layout: BigLayout;
  /** Chosen options the big path does not apply (e.g. Sort keys), each named in a note with why. */
  limits: BigPathLimit[];
}

/**
 * The formatter's big-file path seen from its screen: a file over BIG_FILE_BYTES (opened, dropped, or a paste over
 * the editor's limit) of a language with a big path is shown by BigFileScreen, read in parts by a worker, instead of
 * going into the editor. `onShow` hears each file shown (the screen clears what described the editor's text);
 * `fail` shows a file refused. A text opened while a big file is shown brings the editor back with that text.
 */
export function useBigFileInput(
  language: FormatLanguage,
  editor: RefObject<CodeEditorHandle | null>,
  onShow: () => void,
  fail: (error: TaskError) => void,
  engine: (error: EngineError) => string,
) {
  const [shown, setShown] = useState<{ file: File; run: number } | null>(null);
  const textAfter = useRef<string | null>(null);
  useEffect(() => {
    if (shown || textAfter.current === null) return;
    editor.current?.setValue(textAfter.current);
    textAfter.current = null;
  }, [shown, editor]);
  // The big path lays out JSON and XML; its layout follows that language's options.
  const bigLanguage = bigPathLanguage(language.id);
  const settings = useFormatterOptions((s) => s.languages[bigLanguage]);
  const layout = useMemo(() => bigLayoutOf(bigLanguage, optionsFor({ languages: { [bigLanguage]: settings } }, bigLanguage)), [bigLanguage, settings]);

  const show = (file: File) => {
    onShow();
    setShown((b) => ({ file, run: (b?.run ?? 0) + 1 }));
  };
  /** Takes a file too large for the editor (languages with a big path only); true when it did. */
  const open = (file: File): boolean => {
    if (!hasBigPath(language.id) || file.size <= BIG_FILE_BYTES) return false;
    // The refusal is said once the page's message files are there: it can be the visitor's first input.
    if (file.size > BIG_FILE_CEILING)
      void loadPageMessageFiles().then(() => fail({ message: engine({ message: BIG_FILE_ERRORS['big-file-too-large'], code: 'big-file-too-large' }), details: [] }));
    else show(file);
    return true;
  };
  return {
    input: shown ? ({ ...shown, ...layout } satisfies BigInput) : null,
    show,
    open,
    /** Takes a paste over the editor's limit as bytes, shown like an opened file; true when it did. */
    takeLargePaste: (text: string): boolean => hasBigPath(language.id) && open(pastedFile(text, language.mime)),
    /** Reads the shown file again (Format pressed). */
    reopen: () => setShown((b) => b && { file: b.file, run: b.run + 1 }),
    /** Back to the editor (Clear). */
    close: () => setShown(null),
    /** Puts an opened text in the editor; a big file shown goes first (the editor comes back, then takes it). */
    openText(text: string) {
      if (!shown) return editor.current?.setValue(text);
      textAfter.current = text;
      setShown(null);
    },
  };
}
