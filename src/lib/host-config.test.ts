import fs from 'node:fs';
import { Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL_MAX, CONTACT_EMAIL_PATTERN, DEFAULT_HOST_CONFIG, HOME_NOTICE_MAX, parseHostConfig, readHostConfigResponse } from './host-config';

const schema = JSON.parse(fs.readFileSync(new URL('../../deploy/config.schema.json', import.meta.url), 'utf8'));
const validator = new Validator(schema, '2020-12', false);
const TOOL_IDS = ['json-formatter', 'json-generator', 'xml-compare'];

/**
 * Each case: a config.json, whether the schema accepts it, whether the site applies it. They agree everywhere but
 * where the site knows more than the schema: which tool ids exist (the schema describes that rule in words).
 */
const CASES: [name: string, file: unknown, schemaValid: boolean, applied: boolean][] = [
  ['empty object', {}, true, true],
  ['the README example', { hideTools: ['json-generator'], contactEmail: 'devtools@corp.example', homeNotice: 'Internal mirror.' }, true, true],
  ['with $schema', { $schema: './config.schema.json', homeNotice: 'x' }, true, true],
  ['an intranet address without a dot', { contactEmail: 'tools@intranet' }, true, true],
  ['a notice of the longest length', { homeNotice: 'n'.repeat(HOME_NOTICE_MAX) }, true, true],
  ['an unknown tool', { hideTools: ['no-such-tool'] }, true, false],
  ['a tool twice', { hideTools: ['json-generator', 'json-generator'] }, false, false],
  ['hideTools not a list', { hideTools: 'json-generator' }, false, false],
  ['a tool id that is not a string', { hideTools: [1] }, false, false],
  ['not an address', { contactEmail: 'devtools' }, false, false],
  ['an address that adds to the mailto link', { contactEmail: 'a@b.example?subject=x' }, false, false],
  ['an address too long', { contactEmail: `${'a'.repeat(CONTACT_EMAIL_MAX)}@b.example` }, false, false],
  ['an empty notice', { homeNotice: '' }, false, false],
  ['a blank notice', { homeNotice: '   ' }, false, false],
  ['a notice too long', { homeNotice: 'n'.repeat(HOME_NOTICE_MAX + 1) }, false, false],
  ['a notice that is not text', { homeNotice: ['a'] }, false, false],
  ['a misspelt setting', { hideTool: ['json-generator'] }, false, false],
  ['a list', [], false, false],
  ['null', null, false, false],
  ['a string', 'hideTools', false, false],
];

describe('config.json: the schema and the site agree', () => {
  it.each(CASES)('%s', (_name, file, schemaValid, applied) => {
    expect(validator.validate(file).valid).toBe(schemaValid);
    expect('config' in parseHostConfig(file, TOOL_IDS)).toBe(applied);
  });

  it('the limits are the same numbers and pattern', () => {
    expect(schema.properties.contactEmail.pattern).toBe(CONTACT_EMAIL_PATTERN.source);
    expect(schema.properties.contactEmail.maxLength).toBe(CONTACT_EMAIL_MAX);
    expect(schema.properties.homeNotice.maxLength).toBe(HOME_NOTICE_MAX);
    expect(validator.validate(schema.examples[0]).valid).toBe(true);
  });
});

describe('parseHostConfig', () => {
  it('applies what the file says and keeps the defaults for the rest', () => {
    expect(parseHostConfig({ hideTools: ['json-generator'] }, TOOL_IDS)).toEqual({ config: { ...DEFAULT_HOST_CONFIG, hideTools: ['json-generator'] } });
    expect(parseHostConfig({ contactEmail: 'devtools@corp.example', homeNotice: 'Internal mirror.' }, TOOL_IDS)).toEqual({
      config: { hideTools: [], contactEmail: 'devtools@corp.example', homeNotice: 'Internal mirror.' },
    });
    expect(parseHostConfig({}, TOOL_IDS)).toEqual({ config: DEFAULT_HOST_CONFIG });
  });

  it('names every problem of an invalid file', () => {
    expect(parseHostConfig({ hideTools: ['json-generator', 'nope'], contactEmail: 'x', colour: 'red' }, TOOL_IDS)).toEqual({
      problems: [
        '"colour" is not a setting (hideTools, contactEmail, homeNotice)',
        '"hideTools": "nope" is not a tool of this site',
        '"contactEmail" must be an email address such as devtools@corp.example',
      ],
    });
  });
});

describe('readHostConfigResponse', () => {
  const response = (status: number, type: string, body: string) => new Response(body, { status, headers: { 'content-type': type } });

  it('no file: a 404, or the page a single-page-app host answers every path with', async () => {
    expect(await readHostConfigResponse(response(404, 'text/html', '<!doctype html>'))).toEqual({ kind: 'missing' });
    expect(await readHostConfigResponse(response(200, 'text/html; charset=utf-8', '<!doctype html>'))).toEqual({ kind: 'missing' });
  });

  it('a JSON file, whatever its type says; a file that is not JSON', async () => {
    expect(await readHostConfigResponse(response(200, 'application/json', '{"homeNotice":"x"}'))).toEqual({ kind: 'json', value: { homeNotice: 'x' } });
    expect(await readHostConfigResponse(response(200, 'application/octet-stream', '[]'))).toEqual({ kind: 'json', value: [] });
    const bad = await readHostConfigResponse(response(200, 'application/json', '{"homeNotice": x}'));
    expect(bad.kind).toBe('unreadable');
    expect((bad as { reason: string }).reason).toMatch(/^it is not valid JSON \(/);
  });
});
