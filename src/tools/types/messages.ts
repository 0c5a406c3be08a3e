import type { InputFormatId, OptionalStyle, TypeOptions } from '@workers/types/meta';
import type { TypesSummary } from '@workers/types/api';

/**
 * Every text the types pages show on screen, in one place (the page texts are in content/; the engine's refusals in
 * TYPE_ERRORS of workers/types/meta.ts).
 */

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const MESSAGES = {
  run: 'Make Types',
  runTitle: 'Make types (Ctrl+Enter)',
  openFile: 'Open File',
  download: 'Download',
  copy: 'Copy Code',
  cancel: 'Cancel',
  closeFile: 'Close file',
  inputTitle: 'Data',
  inputLabel: 'Data to make types from',
  placeholder: 'Paste JSON, NDJSON, YAML or CSV here, or drop a file...',
  outputPlaceholder: (language: string) => `${language} will appear here...`,
  inputFormat: 'Input',
  language: 'Language',
  rootName: 'Root type name',
  optionalStyle: 'Missing keys and nulls',
  optionalStyles: { exact: 'Kept apart', nullish: 'Both optional and nullable' } satisfies Record<OptionalStyle, string>,
  formats: 'String formats',
  enums: 'Enums',
  readonly: 'Read-only',
  tsDeclaration: 'Declarations',
  tsDeclarations: { interface: 'interface', type: 'type' } satisfies Record<NonNullable<TypeOptions['tsDeclaration']>, string>,
  pythonStyle: 'Python',
  pythonStyles: { pydantic: 'pydantic v2', typeddict: 'TypedDict' } satisfies Record<NonNullable<TypeOptions['pythonStyle']>, string>,
  reading: 'Reading your data…',
  readingFile: (done: number, total: number) => `Reading ${mb(done)} of ${mb(total)}`,
  file: (name: string, size: number) => `${name} (${mb(size)}), read in parts when you make types`,
  summary: (s: TypesSummary) =>
    `${s.perLine ? count(s.values, 'record', 'records') + ' (one per line)' : s.records !== s.values ? count(s.records, 'record', 'records') : 'One document'} read · ${count(s.objects, 'type', 'types')}${s.enums ? ` · ${count(s.enums, 'enum', 'enums')}` : ''}`,
  notesTitle: 'How the input was read',
  errorAt: (line: number, column: number) => `Line ${line}, column ${column}`,
  timeout: 'This input takes too long to read: it was stopped. Try a smaller part of it.',
  failed: 'The types could not be made. Please try again.',
} as const;

/** The input formats' names, as the picker shows them. */
export const INPUT_FORMAT_NAMES: Record<InputFormatId, string> = { auto: 'JSON or NDJSON', yaml: 'YAML', csv: 'CSV (header row)' };
