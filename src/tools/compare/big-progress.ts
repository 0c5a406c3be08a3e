/** The progress line of a big-file compare. */

const MB = 1024 * 1024;
export const mbText = (bytes: number): string => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/** "Reading files: 120 of 400 MB · 95 MB/s · about 3 s left", then "Comparing lines…" once both are read. */
export function bigProgressText(done: number, total: number, elapsedMs: number): string {
  if (total > 0 && done >= total) return 'Comparing lines…';
  const rate = elapsedMs > 0 ? done / MB / (elapsedMs / 1000) : 0;
  const left = rate > 0 ? Math.ceil((total - done) / MB / rate) : null;
  return `Reading files: ${mbText(done)} of ${mbText(total)}${rate > 0 ? ` · ${rate.toFixed(0)} MB/s` : ''}${left !== null ? ` · about ${left} s left` : ''}`;
}
