import type { Result } from '@workers/shared/result';
import type { RowTexts } from '@workers/compare/big-compare';
import type { LineSource } from '../../components/diff-view';
import { PageCache } from '../../lib/page-cache';

/** Rows fetched per request. */
export const ROWS_PAGE = 256;
/** Pages kept; the oldest fetched goes first. */
export const PAGES_KEPT = 64;

/**
 * The line texts of a result kept in the worker (a big compare, XML compared as XML) for the diff view, fetched a page of rows
 * at a time through the result views' page cache (the whole text never comes to the page).
 */
export class BigRows implements LineSource {
  private readonly cache: PageCache<RowTexts>;

  constructor(rowCount: number, fetch: (from: number, count: number) => Promise<Result<RowTexts>>) {
    this.cache = new PageCache<RowTexts>(
      {
        pageRows: ROWS_PAGE,
        maxPages: PAGES_KEPT,
        fetch: async (from, count) => {
          const r = await fetch(from, count);
          return r.ok ? r.value : null;
        },
        rowsIn: (texts) => texts.left.length,
      },
      rowCount,
    );
  }

  text = (row: number, side: 0 | 1): string | undefined => {
    const hit = this.cache.at(row);
    if (!hit) return undefined;
    return (side === 0 ? hit.page.left : hit.page.right)[hit.index] ?? '';
  };

  subscribe = (listener: () => void): (() => void) => this.cache.subscribe(listener);

  version = (): number => this.cache.version();

  /** Stops fetching (the result left the screen). */
  close(): void {
    this.cache.close();
  }
}
