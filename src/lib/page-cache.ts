/** Options of a {@link PageCache}. */
export interface PageCacheOptions<P> {
  /** Rows per page (one request each). */
  pageRows: number;
  /** Pages kept; the one fetched longest ago goes first. */
  maxPages: number;
  /** Fetches rows [from, from + count): a page, or null when there is none to keep (a refusal). */
  fetch(from: number, count: number): Promise<P | null>;
  /** Rows a page holds: a page read while rows were still arriving may be short, and is read again later. */
  rowsIn(page: P): number;
}

/**
 * The one page cache of the result views: rows produced elsewhere (a worker holding a big file's index or a big
 * compare's result) are fetched a page at a time for the rows in view and kept in a small cache, never all at
 * once. A row asked for and not at hand starts the fetch of its page (after the render that asked, never during
 * it); listeners hear when pages arrive, and `version` changes with them. `rowCount` may grow while rows arrive.
 */
export class PageCache<P> {
  private readonly pages = new Map<number, P>();
  private readonly pending = new Set<number>();
  private readonly listeners = new Set<() => void>();
  private count = 0;
  private closed = false;

  constructor(
    private readonly options: PageCacheOptions<P>,
    /** Rows known so far. */
    public rowCount: number,
  ) {}

  /** The page holding `row` and the row's index in it; undefined while it is being fetched. */
  at(row: number): { page: P; index: number } | undefined {
    const { pageRows } = this.options;
    const n = Math.floor(row / pageRows);
    const page = this.pages.get(n);
    const index = row - n * pageRows;
    if (!page) {
      this.request(n);
      return undefined;
    }
    // Read while rows were still arriving and ending before `row`: read again (the old page shows meanwhile).
    if (index >= this.options.rowsIn(page)) {
      this.request(n);
      return undefined;
    }
    return { page, index };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  version = (): number => this.count;

  /** Stops fetching (the rows left the screen); pages that arrive later are dropped. */
  close(): void {
    this.closed = true;
    this.listeners.clear();
  }

  private request(n: number): void {
    const { pageRows } = this.options;
    if (this.pending.has(n) || this.closed || n * pageRows >= this.rowCount) return;
    this.pending.add(n);
    setTimeout(() => {
      if (this.closed) return;
      this.options.fetch(n * pageRows, pageRows).then(
        (page) => {
          this.pending.delete(n);
          if (this.closed || !page) return;
          this.pages.delete(n);
          this.pages.set(n, page);
          if (this.pages.size > this.options.maxPages) this.pages.delete(this.pages.keys().next().value as number);
          this.count++;
          for (const l of [...this.listeners]) l();
        },
        () => this.pending.delete(n),
      );
    }, 0);
  }
}
