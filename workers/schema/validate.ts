import { Validator, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { checkJson } from '../format/json-scanner';
import { positionAt } from '../shared/position';
import { ConvertError } from '../convert/tree';
import { locatePointer } from './locate';

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
function parseLabelled(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse names no line or column: the scanner does, with the formatter's message.
    const error = checkJson(text);
    throw new ConvertError(error ? `Invalid JSON in the ${label}: ${error.message}` : `Invalid JSON in the ${label}`, error?.line, error?.column);
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
    throw new ConvertError('The schema must be a JSON object (or true or false).');
  }
  const draft = draftOf(schema, choice);
  let errors: OutputUnit[];
  try {
    errors = new Validator(schema as Schema | boolean, draft, false).validate(doc).errors;
  } catch (e) {
    throw new ConvertError(`The schema cannot be used: ${e instanceof Error ? e.message : String(e)}`);
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
