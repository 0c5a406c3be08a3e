import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isBlankText, type CodeEditorHandle } from '../../components/code-editor';
import { handOff, takeHandoff, TYPES_HANDOFF } from '../../lib/handoff';
import { BIG_FILE_BYTES, BIG_FILE_CEILING, pastedFile } from '../../lib/input-limit';
import { downloadFile } from '../../lib/download';
import { engineTimeLimit } from '../../lib/time-limits';
import { sendText } from '../../lib/stage-text';
import { useWorkerTask } from '../../lib/use-worker-task';
import { workerClient, type EngineApi } from '../../lib/workers';
import type { TypesResult } from '@workers/types/api';
import { TYPE_ERRORS, targetById, type InputFormatId, type TypeOptions, type TypeTargetId } from '@workers/types/meta';
import type { EngineError } from '@workers/shared/result';
import { refusal } from '@workers/shared/meta';
import type { ToolEntry } from '../tool-entry';
import { useEngineText } from '../../lib/engine-text';
import { loadPageMessageFiles, useLocale } from '../../lib/i18n';
import { withLocale } from '../../lib/locale';
import { useTypesT } from './messages';

/** Types from data: the worker keeps the shape read from the last input. */
const typesClient = workerClient('types');

/** What a types page carries to the page of another language. */
interface CarriedState {
  format: InputFormatId;
  options: TypeOptions;
  inputId: string;
}

let nextInput = 0;
const newInputId = () => `input-${Date.now()}-${nextInput++}`;

/**
 * A types page's work: the input (the editor's text, or a file read in parts by the worker), the options, the job
 * (on the shared job runner), switching to another language's page with the same input, and taking an input
 * handed over by the JSON formatter. The screen only lays out what this returns.
 */
export function useTypes(tool: ToolEntry<'types'>) {
  const target: TypeTargetId = tool.target;
  const navigate = useNavigate();
  const locale = useLocale();
  const editor = useRef<CodeEditorHandle>(null);
  const [format, setFormat] = useState<InputFormatId>('auto');
  const [options, setOptions] = useState<TypeOptions>({});
  /** A file taken as bytes (too large for the editor, or a paste over its limit). */
  const [file, setFile] = useState<File | null>(null);
  /** Names the current input; the worker keeps what it read from it under this id. */
  const inputId = useRef(newInputId());
  /** The input id and worker generation the worker read last: then the input need not be sent again. */
  const sent = useRef<{ id: string; generation: number } | null>(null);
  const m = useTypesT();
  const engineText = useEngineText();
  /** The error box: the engine's message in the page's language, with the line and column beneath it when known. */
  const describeError = (e: EngineError) => ({
    message: engineText(e),
    details: e.line !== undefined ? [m.errorAt(e.line, e.column ?? 1)] : [],
  });
  const task = useWorkerTask<EngineApi<'types'>, TypesResult>(typesClient, {
    tool: tool.title,
    timeoutMessage: m.t('timeout'),
    failureMessage: m.t('failed'),
    describeError,
  });

  /** Set while a handed-over input is put into the editor: that is not a new input. */
  const restoring = useRef(false);

  const inputChanged = () => {
    if (restoring.current) return;
    inputId.current = newInputId();
    sent.current = null;
    task.reset();
  };

  const run = (next: { format?: InputFormatId; options?: TypeOptions; file?: File | null } = {}) => {
    const useFormat = next.format ?? format;
    const useOptions = next.options ?? options;
    const useFile = next.file !== undefined ? next.file : file;
    const id = inputId.current;
    const size = useFile ? useFile.size : (editor.current?.getLength() ?? 0);
    void task.run(
      async (ctx) => {
        const request = { inputId: id, format: useFormat, target, options: useOptions };
        const held = sent.current?.id === id && sent.current.generation === typesClient.generation;
        let result = held ? await ctx.call('inferTypes', request, ctx.onProgress) : undefined;
        if (!result || (!result.ok && result.error.code === 'types-needs-input')) {
          if (useFile) result = await ctx.call('inferTypes', { ...request, file: useFile }, ctx.onProgress);
          else {
            const slices = (await editor.current?.getSlicesAsync()) ?? [];
            ctx.check();
            if (slices.every(isBlankText)) return refusal(TYPE_ERRORS, 'types-blank');
            result = await ctx.call('inferTypes', { ...request, text: await sendText(ctx, 'input', slices) }, ctx.onProgress);
          }
        }
        if (result.ok) sent.current = { id, generation: typesClient.generation };
        return result;
      },
      { timeoutMs: engineTimeLimit(size) },
    );
  };

  /** Re-renders with other options or format when there is something shown (the worker keeps the input). */
  const change = (next: { format?: InputFormatId; options?: TypeOptions }) => {
    if (next.format) {
      setFormat(next.format);
      sent.current = null;
    }
    if (next.options) setOptions(next.options);
    if (task.result || task.error) run(next);
  };

  const takeFile = (f: File): boolean => {
    if (f.size <= BIG_FILE_BYTES) return false;
    if (f.size > BIG_FILE_CEILING) {
      // Said once the page's message files are there: it can be the visitor's first input.
      void loadPageMessageFiles().then(() => task.fail({ message: engineText({ message: TYPE_ERRORS['types-too-large'], code: 'types-too-large' }) }));
      return true;
    }
    setFile(f);
    inputChanged();
    return true;
  };

  const closeFile = () => {
    setFile(null);
    inputChanged();
  };

  /** Opens the page of another language with this input, options and what the worker already read. */
  const switchTarget = async (to: TypeTargetId) => {
    if (to === target) return;
    const text = file ? undefined : await editor.current?.getValueAsync();
    handOff(TYPES_HANDOFF, { text, file: file ?? undefined, state: { format, options, inputId: inputId.current } satisfies CarriedState });
    void navigate({ to: withLocale(`/json-to-${targetById(to).slug}`, locale) });
  };

  // An input handed over (another language's page, or the JSON formatter's Types action) is shown and read at once.
  const [handed] = useState(() => (typeof window === 'undefined' ? null : takeHandoff(TYPES_HANDOFF)));
  const restored = useRef(false);
  useEffect(() => {
    if (!handed || restored.current) return;
    restored.current = true;
    const state = handed.state as CarriedState | undefined;
    if (state) {
      setFormat(state.format);
      setOptions(state.options);
      inputId.current = state.inputId;
      // The worker read this input for the other page: the same worker serves every types page.
      sent.current = { id: state.inputId, generation: typesClient.generation };
    }
    if (handed.file) setFile(handed.file);
    else if (handed.text !== undefined) {
      restoring.current = true;
      editor.current?.setValue(handed.text);
      restoring.current = false;
    }
    // Run once the state above is applied.
    queueMicrotask(() => runRef.current({ format: state?.format, options: state?.options, file: handed.file ?? null }));
  }, [handed]);
  const runRef = useRef(run);
  runRef.current = run;

  const download = () => {
    const result = task.result;
    if (!result) return;
    const t = targetById(target);
    // A Java file is named after its public record.
    const base = target === 'java' ? (/public record (\w+)/.exec(result.output.text)?.[1] ?? 'Root') : 'types';
    downloadFile(result.output.text, `${base}.${t.ext}`, `${t.mime};charset=utf-8`);
  };

  return {
    target,
    editor,
    task,
    /** The worker that made the result and keeps it for Find. */
    client: typesClient,
    format,
    options,
    file,
    run: () => run(),
    change,
    inputChanged,
    takeFile,
    takeLargePaste: (text: string) => takeFile(pastedFile(text, 'application/json')),
    closeFile,
    switchTarget,
    download,
  };
}
