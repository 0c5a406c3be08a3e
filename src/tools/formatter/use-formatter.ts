import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isBlankText, type CodeEditorChange, type CodeEditorHandle } from '../../components/code-editor';
import { openChosenFile } from '../../components/open-file-button';
import { useIncomingFiles } from '../../lib/incoming-files';
import { handOff, TYPES_HANDOFF } from '../../lib/handoff';
import { revealIfBelowFold } from '../../lib/reveal-result';
import { sendText } from '../../lib/stage-text';
import { FORMAT_TIMEOUT_MESSAGE, engineTimeLimit } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import { workerClient, type EngineApi } from '../../lib/workers';
import { FORMAT_ERRORS, JSON_TOO_LARGE, type FormatLanguage } from '@workers/format/meta';
import { targetById } from '@workers/types/meta';
import type { FormattedText } from '@workers/format/api';
import { refusal } from '@workers/shared/meta';
import type { ToolEntry } from '../tool-entry';
import { formatterError, optionsFor, useFormatterOptions } from './formatter-store';
import { decodeShare, SHARE_CODE_KEY } from './share-codec';
import { useBigFileInput } from './use-big-file-input';
import { useSavedInput } from './use-saved-input';
import { useEngineText } from '../../lib/engine-text';
import { useFormatterT } from './messages';
import { useShareLink } from './use-share-link';

/** The formatters' worker: it formats, and keeps the last output for Find in the output panel. */
export const formatClient = workerClient('format');

/**
 * The formatter's work for one language, on the job runner: Format (the editor's text staged to the worker, the
 * output indexed there), its progress, Cancel and errors ("Go to error"), the big-file path for inputs the editor
 * cannot hold, the share link, the input kept on this device and restored (or a share link's) after mount, and
 * what an edit, an option or Clear makes stale. The screen (formatter-body.tsx) only lays out what this returns.
 */
export function useFormatter(tool: ToolEntry, language: FormatLanguage) {
  const t = useFormatterT();
  const engine = useEngineText();
  const task = useWorkerTask<EngineApi<'format'>, FormattedText>(formatClient, {
    tool: tool.title,
    action: 'Format',
    timeoutMessage: FORMAT_TIMEOUT_MESSAGE,
    describeError: (e) => formatterError(language, e, { t, engine }),
  });
  const { result: output, error } = task;
  const editor = useRef<CodeEditorHandle>(null);
  const context = `Formatter: ${tool.title}`;
  const outputSection = useRef<HTMLElement>(null);
  const saved = useSavedInput(tool.id, editor);
  const share = useShareLink(language.id, editor, context, t);
  const big = useBigFileInput(
    language,
    editor,
    () => {
      task.reset();
      share.clear();
    },
    task.fail,
    engine,
  );
  // The lines of the last output, announced to screen readers (in the page's words, at render).
  const [announced, setAnnounced] = useState<number | null>(null);
  // The Query panel (JSON) works on the formatted document: a new output, a new document id.
  const outputCount = useRef(0);
  const queryDocId = useMemo(() => (output ? `${tool.id}:${++outputCount.current}` : null), [output, tool.id]);
  // Set when a format was started from the keyboard: if it fails at a known place, the cursor goes there.
  const revealOnError = useRef(false);

  const format = ({ fromKeyboard = false } = {}) => {
    if (big.input) return big.reopen();
    if (task.status === 'running') return;
    revealOnError.current = fromKeyboard;
    setAnnounced(null);
    void task.run(
      async (ctx) => {
        const slices = (await editor.current?.getSlicesAsync()) ?? [];
        ctx.check();
        if (slices.every(isBlankText)) return refusal(FORMAT_ERRORS, 'blank');
        const code = await sendText(ctx, 'input', slices);
        const result = await ctx.call('format', language.id, code, optionsFor(useFormatterOptions.getState(), language.id));
        // A valid document whose layout cannot be one string (the 20,000-deep array): shown by the big-file path.
        if (!result.ok && result.error.code === JSON_TOO_LARGE && !optionsFor(useFormatterOptions.getState(), 'json').sortKeys) {
          ctx.check();
          big.show(new File(slices, 'input.json', { type: 'application/json' }));
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
    setAnnounced(lines);
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
          task.fail({ message: t('shareDamaged'), details: [] });
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
  /** What Open File does with a file (and a file handed to the page, below). */
  const openFile = { onText: big.openText, onRejected: rejectInput, onFile: big.open };

  // A file the installed app was asked to open: loaded as Open File does, and formatted (a big one is shown formatted).
  useIncomingFiles(tool.id, ([file]) =>
    openChosenFile(file, {
      ...openFile,
      onText: (text) => {
        const editorShown = !big.input;
        big.openText(text);
        if (editorShown) format();
      },
    }),
  );

  // JSON: the Types action opens the types pages with this document (a big file as it is, read there in parts).
  const navigate = useNavigate();
  const typesOfDocument = async () => {
    handOff(TYPES_HANDOFF, big.input ? { file: big.input.file } : { text: (await editor.current?.getValueAsync()) ?? '' });
    void navigate({ to: `/json-to-${targetById('typescript').slug}` });
  };

  /** What described the input no longer does (an option changed, the input was edited). */
  const stale = () => {
    task.reset();
    share.clear();
  };

  return {
    task,
    editor,
    outputSection,
    saved,
    share,
    big,
    announcement: announced === null ? '' : t('announce', { lines: announced }),
    queryDocId,
    context,
    format,
    goToError,
    stale,
    rejectInput,
    openFile,
    typesOfDocument,
    /** The output describes the input it was made from: any edit clears it (or stops the format under way). */
    onInputChange(change: CodeEditorChange) {
      stale();
      saved.changed(change.length);
      if (change.pasted && !change.blank && useFormatterOptions.getState().formatOnPaste) queueMicrotask(() => format());
    },
    clear() {
      big.close();
      editor.current?.setValue('');
      useFormatterOptions.getState().setLanguageSettings(language.id, {});
      void saved.clear();
      stale();
      editor.current?.focus();
    },
  };
}
