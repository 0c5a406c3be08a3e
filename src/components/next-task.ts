import { useEffect, useState } from 'react';
import { yieldToPage } from '../lib/yield-to-page';

const NOT_YET: unique symbol = Symbol('not yet');

/**
 * False on the renders where `key` is new, true from the next task on. A component can so commit its frame first
 * and its costly part (the rows of a virtualised list) one task later: react-window measures its container in a
 * layout effect, which forces the layout of everything committed with it into the same task.
 */
export function useNextTask(key: unknown): boolean {
  const [doneFor, setDoneFor] = useState<unknown>(NOT_YET);
  useEffect(() => {
    let live = true;
    void yieldToPage().then(() => {
      if (live) setDoneFor(() => key);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return doneFor === key;
}
