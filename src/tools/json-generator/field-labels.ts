import type { ExportFormat, FieldType } from '@workers/json-generator/meta';

/** What the schema editor calls each field type. */
export const TYPE_LABELS: Record<FieldType, string> = {
  string: 'String',
  number: 'Number',
  boolean: 'Boolean',
  uuid: 'UUID',
  email: 'Email',
  phone: 'Phone',
  name: 'Name',
  address: 'Address',
  city: 'City',
  country: 'Country',
  iban: 'IBAN',
  nationalId: 'National ID',
  vat: 'VAT number',
  bsn: 'BSN',
  date: 'Date',
  time: 'Time',
  datetime: 'Date & time',
  url: 'URL',
  ip: 'IP address',
  color: 'Color',
  array: 'Array',
  object: 'Object',
  enum: 'Enum',
  regex: 'Regex',
};

/** The export buttons' names of the formats (JSON has its own Download button). */
export const EXPORT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', ndjson: 'NDJSON', sql: 'SQL' };
