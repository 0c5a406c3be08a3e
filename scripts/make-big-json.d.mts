/** Types of make-big-json.mjs (imported by the end-to-end tests). */
export declare function bigJsonRecord(i: number): string;
export declare const LINES_PER_RECORD: number;
export declare function writeBigJson(out: string, megabytes: number): { size: number; records: number };
