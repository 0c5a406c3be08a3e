import type { ExportFormat } from '@workers/json-generator/meta';

/** The export buttons' names of the formats (JSON has its own Download button). */
export const EXPORT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', ndjson: 'NDJSON', sql: 'SQL' };
