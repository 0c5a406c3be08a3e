import type { Result } from '@workers/shared/result';
import type { RowTexts } from '@workers/compare/big-compare';
import type { LineSource } from '../../components/diff-view';

/** Rows fetched per request. */
export const ROWS_PAGE = 256;
/** Pages kept; the oldest fetched goes first. */
export const PAGES_KEPT = 64;

/**
 * The line texts of a big compare, fetched from the worker a page of rows at a time for the rows in view and kept
 * in a small cache (the whole text never comes to the page). A text asked for and not yet here starts the fetch of
 * its page (after the render that asked, never during it); listeners hear when pages arrive.
 */
export class BigRows implements LineSource {
  private readonly pages = new Map<number, RowTexts>();
  private readonly pending = new Set<number>();
  private readonly listeners = new Set<() => void>();
  private count = 0;
  private closed = false;

  constructor(
    private readonly rowCount: number,
    private readonly fetch: (from: number, count: number) => Promise<Result<RowTexts>>,
  ) {}

  text = (row: number, side: 0 | 1): string | undefined => {
    const page = Math.floor(row / ROWS_PAGE);
    const texts = this.pages.get(page);
    if (!texts) {
      this.request(page);
      return undefined;
    }
    return (side === 0 ? texts.left : texts.right)[row - page * ROWS_PAGE] ?? '';
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  version = (): number => this.count;

  /** Stops fetching (the result left the screen). */
  close(): void {
    this.closed = true;
    this.listeners.clear();
  }

  private request(page: number): void {
    if (this.pending.has(page) || this.closed || page * ROWS_PAGE >= this.rowCount) return;
    this.pending.add(page);
    setTimeout(() => {
      this.fetch(page * ROWS_PAGE, ROWS_PAGE).then(
        (r) => {
          this.pending.delete(page);
          if (this.closed || !r.ok) return;
          this.pages.set(page, r.value);
          if (this.pages.size > PAGES_KEPT) this.pages.delete(this.pages.keys().next().value as number);
          this.count++;
          for (const l of [...this.listeners]) l();
        },
        () => this.pending.delete(page),
      );
    }, 0);
  }
}
