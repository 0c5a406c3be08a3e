import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CodeEditorHandle } from '../../components/code-editor';
import { deleteInput, loadInput, MAX_SAVED_INPUT, saveInput } from '../../lib/saved-inputs';

/** Quiet time after the last change before the input is written. */
const SAVE_DELAY_MS = 1000;

const whenIdle = (fn: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 0);

/**
 * Keeps the editor's text on this device (IndexedDB, see lib/saved-inputs) for `tool`: written a second after the
 * last change, read from the editor only then and when the page is idle (never per keystroke; the change itself
 * gives only the length). Inputs over 5 MB are not kept (`tooLarge` says so, and an older saved one is deleted).
 */
export function useSavedInput(tool: string, editor: RefObject<CodeEditorHandle | null>) {
  const [tooLarge, setTooLarge] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = useRef(false);

  const write = () => {
    timer.current = undefined;
    whenIdle(() => {
      if (!dirty.current) return;
      dirty.current = false;
      const handle = editor.current;
      if (handle) void handle.getValueAsync().then((text) => saveInput(tool, text));
    });
  };

  useEffect(() => {
    // Leaving the page (or the tool) with a save still waiting: written now.
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      const handle = editor.current;
      if (dirty.current && handle && handle.getLength() <= MAX_SAVED_INPUT) void saveInput(tool, handle.getValue());
      dirty.current = false;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [tool, editor]);

  return {
    tooLarge,
    /** The text changed (its length given): schedules the save. */
    changed(length: number) {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (length > MAX_SAVED_INPUT) {
        dirty.current = false;
        setTooLarge(true);
        void deleteInput(tool);
        return;
      }
      setTooLarge(false);
      dirty.current = true;
      timer.current = setTimeout(write, SAVE_DELAY_MS);
    },
    /** The saved input, if any. */
    load: () => loadInput(tool),
    /** Deletes the saved input and any save still waiting. */
    clear() {
      clearTimeout(timer.current);
      timer.current = undefined;
      dirty.current = false;
      setTooLarge(false);
      return deleteInput(tool);
    },
  };
}
