/** Types of write-records.mjs (imported by the end-to-end tests). */
export declare function writeRecords(
  out: string,
  megabytes: number,
  parts: { head: string; tail: string; record: (i: number) => string },
): { size: number; records: number };
