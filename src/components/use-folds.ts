import { useMemo, useRef, useState } from 'react';
import { collapse, expand, foldAt, foldMap, NO_FOLDS, reveal, type FoldMap, type Folds } from '../lib/fold-model';
import type { RowSource } from './row-source';

/** The folds of a result view (see {@link useFolds}). */
export interface FoldControls {
  map: FoldMap;
  /** Collapses or expands the node opening on `line`. */
  toggle(line: number): void;
  expandAll(): void;
  /** Collapses every node; undefined when the source cannot say where they all are (a big file). */
  collapseAll?: () => void;
  /** Expands the nodes hiding `line`, so it is shown. */
  reveal(line: number): void;
  /** The map as it is after the latest change (for scrolling in an effect after it). */
  latest(): FoldMap;
}

/**
 * The collapsed nodes of a result view (the one fold model, lib/fold-model.ts), the same for every source: a
 * toggle asks the source where the node ends; "Collapse all" is offered where the source knows every node. A new
 * source starts with everything expanded (reset while rendering, so old folds never render against new rows).
 */
export function useFolds(source: RowSource): FoldControls {
  const [state, setState] = useState<{ source: RowSource; folds: Folds }>({ source, folds: NO_FOLDS });
  let folds = state.folds;
  if (state.source !== source) {
    folds = NO_FOLDS;
    setState({ source, folds });
  }
  const update = (change: (f: Folds) => Folds) => setState((s) => (s.source === source ? { source, folds: change(s.folds) } : s));
  const lineCount = source.lineCount;
  const map = useMemo(() => foldMap(folds, lineCount), [folds, lineCount]);
  const latest = useRef(map);
  latest.current = map;
  const all = source.complete ? source.allFolds : undefined;
  return {
    map,
    toggle(line) {
      if (foldAt(latest.current.folds, line) >= 0) update((f) => expand(f, line));
      else
        void source.foldEnd(line).then(
          (end) => end >= 0 && update((f) => collapse(f, line, end)),
          () => undefined,
        );
    },
    expandAll: () => update(() => NO_FOLDS),
    collapseAll: all && (() => update(() => all())),
    reveal: (line) => update((f) => reveal(f, line)),
    latest: () => latest.current,
  };
}
