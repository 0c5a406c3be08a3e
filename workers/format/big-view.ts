import { findMatches, type FindOptions } from '../shared/text-search';
import type { FindHit, MatchCount, ViewDocument, ViewLines } from '../shared/views';
import type { BigDocument } from './big-document';

/** The matches of `query` in line `line` of the output, as far as its row shows it. */
async function matchesInLine(doc: BigDocument, line: number, query: string, options: FindOptions): Promise<Uint32Array> {
  const { lines } = await doc.getLines(line, 1);
  return findMatches(lines[0] ?? '', query, options).starts;
}

/**
 * A big document's formatted output as a result view (workers/shared/views.ts): rows produced on demand, Find
 * from a line and column (the document finds the line, its row the column), the count, and where nodes end.
 */
export function outputView(doc: BigDocument): ViewDocument {
  return {
    get lineCount() {
      return doc.lines;
    },
    getLines: (from, count): Promise<ViewLines> => doc.getLines(from, count),
    async find(query, options, from, backwards, stopped): Promise<FindHit | null> {
      const total = doc.lines;
      if (!query || total === 0) return null;
      const hit = (line: number, column: number): FindHit => ({ line, column, length: query.length });
      // The rest of the line Find starts in.
      const here = await matchesInLine(doc, from.line, query, options);
      const inHere = backwards ? here.findLast((c) => c <= from.column) : here.find((c) => c >= from.column);
      if (inHere !== undefined) return hit(from.line, inHere);
      // Then line by line, wrapping: the document says which line holds a match.
      let start = backwards ? from.line - 1 : from.line + 1;
      for (let tried = 0; tried <= total; tried++) {
        if (stopped()) return null;
        if (start >= total) start = 0;
        if (start < 0) start = total - 1;
        const line = await doc.findNext(query, start, backwards);
        if (line < 0 || stopped()) return null;
        const columns = await matchesInLine(doc, line, query, options);
        if (columns.length) return hit(line, backwards ? columns[columns.length - 1] : columns[0]);
        // A match past what the row shows (a line over its first 10,000 characters): the row is the place.
        if (!options.caseSensitive) return hit(line, Number.MAX_SAFE_INTEGER);
        start = backwards ? line - 1 : line + 1;
      }
      return null;
    },
    async count(query, _options): Promise<MatchCount> {
      return { total: await doc.count(query), truncated: false };
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
