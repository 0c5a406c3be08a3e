import { Validator, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { checkJson } from '../format/json-scanner';
import { positionAt } from '../shared/position';
import type { EngineError } from '../shared/result';
import { locatePointer } from './locate';
import { SCHEMA_ERRORS, SCHEMA_INPUT_ERRORS } from './meta';

/** A document or schema the validator cannot use: its message in English, its code and the message's values. */
export class SchemaInputError extends Error {
  constructor(readonly error: EngineError) {
    super(error.message);
    this.name = 'SchemaInputError';
  }
}

/** The refusal `code` with its detail (see SCHEMA_INPUT_ERRORS), at a line and column when known. */
function inputError(code: keyof typeof SCHEMA_INPUT_ERRORS, detail: string, line?: number, column?: number): SchemaInputError {
  const error: EngineError = { message: SCHEMA_INPUT_ERRORS[code](detail), code, values: { detail } };
  return new SchemaInputError(line === undefined ? error : { ...error, line, column });
}

/** The drafts the page offers; `auto` reads the schema's `$schema` (2020-12 when it names none). */
export type DraftChoice = 'auto' | '2020-12' | '7';

/** One validation error, with where its instance is in the document text. */
export interface SchemaIssue {
  /** JSON Pointer of the instance ('' for the root). */
  instancePath: string;
  keyword: string;
  /** JSON Pointer of the keyword in the schema. */
  schemaPath: string;
  message: string;
  /** 0-based offset in the document text, and the 1-based line and column of it. */
  offset: number;
  line: number;
  column: number;
}

export interface SchemaReport {
  valid: boolean;
  draft: SchemaDraft;
  issues: SchemaIssue[];
}

/** The draft named by `$schema`, or 2020-12. */
export function draftOf(schema: unknown, choice: DraftChoice): SchemaDraft {
  if (choice !== 'auto') return choice;
  const id = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  if (typeof id === 'string') {
    if (/draft-07/.test(id)) return '7';
    if (/draft-04/.test(id)) return '4';
    if (/2019-09/.test(id)) return '2019-09';
  }
  return '2020-12';
}

/** A `#/a/b` location (URI fragment) as a JSON Pointer `/a/b`. */
function pointerOf(location: string): string {
  const p = location.startsWith('#') ? location.slice(1) : location;
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

/** The parsed JSON, refused with the label, message, line and column when invalid. */
function parseLabelled(text: string, label: 'schema' | 'document'): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse names no line or column: the scanner does, with the formatter's message.
    const error = checkJson(text);
    if (!error) throw new SchemaInputError({ message: `Invalid JSON in the ${label}`, code: 'schema-input' });
    throw inputError(label === 'schema' ? 'schema-json-schema' : 'schema-json-document', error.message, error.line, error.column);
  }
}

/**
 * Validates the document against the schema with @cfworker/json-schema (no code generation, so no eval under the
 * CSP), reporting every error (not only the first) with its instance path, keyword, schema path and message, and
 * where the instance is in the document text.
 */
export function validateJson(documentText: string, schemaText: string, choice: DraftChoice = 'auto'): SchemaReport {
  const schema = parseLabelled(schemaText, 'schema');
  const doc = parseLabelled(documentText, 'document');
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema))) {
    throw new SchemaInputError({ message: SCHEMA_ERRORS['schema-not-object'], code: 'schema-not-object' });
  }
  const draft = draftOf(schema, choice);
  let errors: OutputUnit[];
  try {
    errors = new Validator(schema as Schema | boolean, draft, false).validate(doc).errors;
  } catch (e) {
    throw inputError('schema-unusable', e instanceof Error ? e.message : String(e));
  }
  const located = new Map<string, number>();
  const issues = errors.map((u): SchemaIssue => {
    const instancePath = pointerOf(u.instanceLocation);
    let offset = located.get(instancePath);
    if (offset === undefined) located.set(instancePath, (offset = locatePointer(documentText, instancePath)));
    const { line, column } = positionAt(documentText, offset);
    return { instancePath, keyword: u.keyword, schemaPath: pointerOf(u.keywordLocation), message: u.error, offset, line, column };
  });
  return { valid: errors.length === 0, draft, issues };
}
