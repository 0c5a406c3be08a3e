/** The conversions, by id (the tool pages' `conversion`). */
export const CONVERSIONS = ['json-to-yaml', 'yaml-to-json', 'json-to-csv', 'csv-to-json', 'json-to-xml', 'xml-to-json'] as const;
export type ConversionId = (typeof CONVERSIONS)[number];

/** Options of a conversion (each uses the ones that concern it). */
export interface ConvertOptions {
  /** CSV → JSON and XML → JSON: read `true`, `false`, `null` and numbers as such (off: every value is a string). */
  inferTypes?: boolean;
  /** JSON → CSV: formula protection (default on; see workers/shared/csv.ts). */
  protectFormulas?: boolean;
}

/** A converter's output text and what it could not carry over (empty when nothing was lost). */
export interface Conversion {
  text: string;
  notes: string[];
}
