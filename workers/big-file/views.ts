import type { FindHit, MatchCount, ViewDocument, ViewLines } from '../shared/views';
import type { BigDocument } from '../format/big-document';

/**
 * A big document's formatted output as a result view (workers/shared/views.ts): rows produced on demand, Find from
 * a line and column, the count, and where nodes end; the document's searches stop when the page interrupts them.
 */
export function outputView(doc: BigDocument): ViewDocument {
  return {
    get lineCount() {
      return doc.lines;
    },
    getLines: (from, count): Promise<ViewLines> => doc.getLines(from, count),
    async find(query, options, from, backwards, stopped): Promise<FindHit | null> {
      const hit = await doc.find(query, options, from, backwards, stopped);
      return hit && { ...hit, length: query.length };
    },
    async count(query, options, stopped): Promise<MatchCount> {
      return { total: await doc.count(query, options, stopped), truncated: false };
    },
    foldEnd: (line) => doc.foldEnd(line),
  };
}

/** A big document's input as written, as a result view (no Find, no folds: the formatted output has them). */
export function inputView(doc: BigDocument): ViewDocument {
  return {
    get lineCount() {
      return doc.inputLines;
    },
    getLines: (from, count): Promise<ViewLines> => doc.getInputLines(from, count),
    find: () => null,
    count: () => ({ total: 0, truncated: false }),
    foldEnd: () => -1,
  };
}
