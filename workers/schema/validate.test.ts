import { readFileSync } from 'node:fs';
import { Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { positionAt } from '../shared/position';
import { locatePointer } from './locate';
import { validateJson } from './validate';

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/schema/${name}`, import.meta.url), 'utf8');

/** The library's own output for the pair, all errors. */
function libraryErrors(doc: string, schema: string, draft: '7' | '2020-12') {
  return new Validator(JSON.parse(schema), draft, false).validate(JSON.parse(doc)).errors;
}

describe.each([
  ['draft-07', 'package', '7'],
  ['draft 2020-12', 'order', '2020-12'],
] as const)('%s', (_, name, draft) => {
  const schema = fixture(`${name}.schema.json`);
  const doc = fixture(`${name}.invalid.json`);

  it('lists exactly the library’s errors: instance path, keyword, schema path and message', () => {
    const report = validateJson(doc, schema);
    expect(report.draft).toBe(draft);
    expect(report.valid).toBe(false);
    const lib = libraryErrors(doc, schema, draft);
    expect(lib.length).toBeGreaterThan(4);
    expect(report.issues.map((i) => ['#' + i.instancePath, i.keyword, '#' + i.schemaPath, i.message])).toEqual(
      lib.map((u) => [decodeURIComponent(u.instanceLocation), u.keyword, decodeURIComponent(u.keywordLocation), u.error]),
    );
  });

  it('places every error at its instance in the text (the member’s key, or the value)', () => {
    for (const issue of validateJson(doc, schema).issues) {
      expect(positionAt(doc, issue.offset)).toEqual({ line: issue.line, column: issue.column });
      const last = issue.instancePath.split('/').pop()!.replace(/~1/g, '/').replace(/~0/g, '~');
      const at = doc.slice(issue.offset);
      if (issue.instancePath === '') expect(issue.offset).toBe(0);
      else if (/^\d+$/.test(last) && doc.slice(0, issue.offset).trimEnd().match(/[[,]$/)) expect(at).toMatch(/^[{["\d\w-]/);
      else expect(at.startsWith(JSON.stringify(last))).toBe(true);
    }
  });
});

describe('validateJson', () => {
  it('names the places of the draft-07 sample', () => {
    const doc = fixture('package.invalid.json');
    const issues = validateJson(doc, fixture('package.schema.json')).issues;
    const where = (path: string, keyword: string) => issues.find((i) => i.instancePath === path && i.keyword === keyword);
    expect(where('/private', 'type')).toMatchObject({ line: 4, column: 3, message: 'Instance type "string" is invalid. Expected "boolean".' });
    expect(where('/dependencies/left-pad', 'type')).toMatchObject({ line: 9, column: 5 });
    expect(where('/license', 'enum')).toMatchObject({ line: 11, column: 3 });
  });

  it('finds keys with ~ and / and array elements', () => {
    const doc = fixture('order.invalid.json');
    const issue = validateJson(doc, fixture('order.schema.json')).issues.find((i) => i.instancePath === '/lines/1/a~1b~0c')!;
    expect(issue).toMatchObject({ keyword: 'type', line: 6, column: 28 });
    expect(doc.slice(locatePointer(doc, '/lines/1'))).toMatch(/^\{ "sku": 42/);
    expect(locatePointer(doc, '/lines/7')).toBe(locatePointer(doc, '/lines'));
  });

  it('says plainly when the document is valid, and honours the chosen draft', () => {
    expect(validateJson('{"name":"x","version":"1.2.3"}', fixture('package.schema.json'))).toEqual({ valid: true, draft: '7', issues: [] });
    // Under draft-07 keywords beside $ref are ignored; from 2019-09 on they apply.
    const schema = '{"definitions":{"any":{}},"$ref":"#/definitions/any","type":"string"}';
    expect(validateJson('1', schema, '2020-12').valid).toBe(false);
    expect(validateJson('1', schema, '7').valid).toBe(true);
  });

  it('refuses invalid JSON in either editor with its position', () => {
    expect(() => validateJson('{"a":}', '{}')).toThrow(/Invalid JSON in the document/);
    expect(() => validateJson('{}', '{"type": }')).toThrow(/Invalid JSON in the schema/);
    expect(() => validateJson('{}', '[]')).toThrow(/must be a JSON object/);
  });
});
