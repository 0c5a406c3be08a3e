import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { xmlApi } from './api';
import { validateDtd, validateXsd } from './validate';

const FIXTURES = 'tests/fixtures/xml/';
const read = (name: string) => readFileSync(FIXTURES + name, 'utf8');
const xsd = { name: 'maven-4.0.0.xsd', text: read('maven-4.0.0.xsd') };
const pom = read('pom.xml');

/** Debian's `xmllint --schema S --noout F`: its exit code and the lines its errors name. */
function xmllintSchema(schemaText: string, docText: string): { status: number; lines: number[]; messages: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'xsd-'));
  writeFileSync(join(dir, 's.xsd'), schemaText);
  writeFileSync(join(dir, 'd.xml'), docText);
  let stderr = '';
  let status = 0;
  try {
    execFileSync('xmllint', ['--noout', '--schema', join(dir, 's.xsd'), join(dir, 'd.xml')], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    status = (e as { status: number }).status;
    stderr = String((e as { stderr: Buffer }).stderr);
  }
  const errors = [...stderr.matchAll(/d\.xml:(\d+): element [^:]+: Schemas validity error : (.*)/g)];
  return { status, lines: errors.map((m) => Number(m[1])), messages: errors.map((m) => m[2]) };
}

describe('XSD validation against xmllint', () => {
  it('Commons Lang POM (invalid against the 4.0.0 schema): the same errors on the same lines', async () => {
    const ours = await validateXsd({ name: 'pom.xml', text: pom }, xsd);
    const theirs = xmllintSchema(xsd.text, pom);
    expect(theirs.status).toBe(3);
    expect(ours.valid).toBe(false);
    expect(ours.issues.map((i) => i.line)).toEqual(theirs.lines);
    expect(ours.issues.map((i) => i.message)).toEqual(theirs.messages);
    expect(ours.issues.every((i) => i.file === 'pom.xml' && i.level === 'error')).toBe(true);
  });

  it('the same POM without its combine.self attributes is valid, as xmllint says', async () => {
    const valid = pom.replace(/ combine\.self="[^"]*"/g, '');
    expect(xmllintSchema(xsd.text, valid).status).toBe(0);
    const ours = await validateXsd({ name: 'pom.xml', text: valid }, xsd);
    expect(ours).toMatchObject({ valid: true, kind: 'xsd', issues: [], notes: [] });
  });

  it('broken documents: unknown elements, a wrong value, a missing one, on the lines xmllint names', async () => {
    const broken = pom
      .replace(/ combine\.self="[^"]*"/g, '')
      .replace('<modelVersion>4.0.0</modelVersion>', '<modelVersion>4.0.0</modelVersion>\n  <bogus/>')
      .replace('<inceptionYear>2001</inceptionYear>', '<inceptionYear>2001</inceptionYear><inceptionYear>2002</inceptionYear>');
    const theirs = xmllintSchema(xsd.text, broken);
    const ours = await validateXsd({ name: 'pom.xml', text: broken }, xsd);
    expect(theirs.lines.length).toBeGreaterThan(0);
    expect(ours.issues.map((i) => i.line)).toEqual(theirs.lines);
    expect(ours.issues.map((i) => i.message)).toEqual(theirs.messages);
  });
});

describe('schema files and what is never fetched', () => {
  const main = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" xmlns:o="urn:o" targetNamespace="urn:t" elementFormDefault="qualified">
  <xs:include schemaLocation="types/parts.xsd"/>
  <xs:import namespace="urn:o" schemaLocation="../other/other.xsd"/>
  <xs:element name="order"><xs:complexType><xs:sequence><xs:element name="qty" type="t:Qty"/><xs:element ref="o:note"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`;
  const parts = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t"><xs:simpleType name="Qty"><xs:restriction base="xs:int"><xs:maxInclusive value="10"/></xs:restriction></xs:simpleType></xs:schema>`;
  const other = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:o"><xs:element name="note" type="xs:string"/></xs:schema>`;
  const doc = (qty: string) => `<order xmlns="urn:t" xmlns:o="urn:o">\n  <qty>${qty}</qty>\n  <o:note>hi</o:note>\n</order>\n`;

  it('resolves xs:include and xs:import by file name', async () => {
    const more = [{ name: 'parts.xsd', text: parts }, { name: 'other.xsd', text: other }];
    expect((await validateXsd({ name: 'o.xml', text: doc('3') }, { name: 'main.xsd', text: main }, more)).valid).toBe(true);
    const bad = await validateXsd({ name: 'o.xml', text: doc('11') }, { name: 'main.xsd', text: main }, more);
    expect(bad.issues.map((i) => [i.line, i.message])).toEqual([
      [2, "Element '{urn:t}qty': [facet 'maxInclusive'] The value '11' is greater than the maximum value allowed ('10')."],
    ]);
  });

  it('names a schema file that was not given, and a URL, which is never fetched', async () => {
    const r = await xmlApi.validateXml({ kind: 'xsd', document: { name: 'o.xml', text: doc('3') }, schema: { name: 'main.xsd', text: main }, more: [{ name: 'parts.xsd', text: parts }] });
    expect(r).toMatchObject({ ok: false, error: { code: 'xsd-missing-file' } });
    expect(!r.ok && r.error.message).toContain('"other.xsd"');
    const remote = main.replace('../other/other.xsd', 'http://example.com/schemas/other.xsd');
    const r2 = await xmlApi.validateXml({ kind: 'xsd', document: { name: 'o.xml', text: doc('3') }, schema: { name: 'main.xsd', text: remote }, more: [{ name: 'parts.xsd', text: parts }] });
    expect(!r2.ok && r2.error.message).toBe(
      'The schema or document refers to http://example.com/schemas/other.xsd: nothing is downloaded here. Add that file under "More schema files" (matched by its file name).',
    );
  });

  it('never expands an external entity, and says so', async () => {
    const text = '<?xml version="1.0"?>\n<!DOCTYPE r [\n<!ELEMENT r (#PCDATA)>\n<!ENTITY secret SYSTEM "file:///etc/passwd">\n]>\n<r>&secret;</r>\n';
    const r = await validateDtd({ name: 'r.xml', text });
    expect(r.notes).toEqual([
      { message: 'The document refers to the external entity file:///etc/passwd, which is never loaded or expanded.', code: 'xml-external-entity', values: { url: 'file:///etc/passwd' } },
    ]);
    expect(JSON.stringify(r)).not.toContain('root:');
  });
});

describe('DTD validation', () => {
  it('lists libxml2 messages for an inline DTD on the lines xmllint --postvalid gives (the parsed document validated)', async () => {
    const text = '<?xml version="1.0"?>\n<!DOCTYPE r [\n<!ELEMENT r (a+)>\n<!ELEMENT a (#PCDATA)>\n<!ATTLIST a id CDATA #REQUIRED>\n]>\n<r>\n<a>x</a>\n<b/>\n</r>\n';
    const dir = mkdtempSync(join(tmpdir(), 'dtd-'));
    writeFileSync(join(dir, 'r.xml'), text);
    let stderr = '';
    try {
      execFileSync('xmllint', ['--postvalid', '--noout', join(dir, 'r.xml')], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (e) {
      stderr = String((e as { stderr: Buffer }).stderr);
    }
    const theirs = [...stderr.matchAll(/r\.xml:(\d+): element \S+: validity error : (.*)/g)].map((m) => [Number(m[1]), m[2]]);
    const ours = await validateDtd({ name: 'r.xml', text });
    expect(ours.valid).toBe(false);
    expect(ours.issues.map((i) => [i.line, i.message])).toEqual(theirs);
    expect(theirs.length).toBe(3);
  });

  it('says when there is no DTD, and that a valid document is valid', async () => {
    await expect(validateDtd({ name: 'a.xml', text: '<a/>' })).rejects.toThrow('The document declares no DTD');
    await expect(validateDtd({ name: 'a.xml', text: '<a/>' })).rejects.toMatchObject({ name: 'XmlToolError', code: 'xsd-no-dtd' });
    await expect(validateXsd({ name: 'a.xml', text: '<a>' }, { name: 's.xsd', text: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>' })).rejects.toMatchObject({ name: 'XmlToolError', code: 'xml-syntax', line: 1 });
    const ok = await validateDtd({ name: 'a.xml', text: '<!DOCTYPE a [<!ELEMENT a EMPTY>]><a/>' });
    expect(ok).toMatchObject({ valid: true, issues: [] });
  });

  it("refuses a document that is not well-formed with the formatter's message", async () => {
    const r = await xmlApi.validateXml({ kind: 'dtd', document: { name: 'a.xml', text: '<a>\n<b></a>' } });
    expect(r).toEqual({ ok: false, error: { message: 'a.xml: Opening and ending tag mismatch: b line 2 and a (line 2, column 4)', line: 2, column: 4, code: 'xml-syntax' } });
  });
});
