import { describe, expect, it } from 'vitest';
import { textApi } from './api';
import type { TextOperation } from './meta';

/** Every operation of operations/, by its tool's id. */
const operations = Object.entries(import.meta.glob<{ operation: TextOperation }>('./operations/*.ts', { eager: true })).map(
  ([path, module]) => [path.slice('./operations/'.length, -'.ts'.length), module.operation] as const,
);

// Each operation's unit test is its examples: the exact output for each input, through the worker's API too.
describe.each(operations)('%s', (id, operation) => {
  it('has examples', () => {
    expect(operation.examples.length).toBeGreaterThan(0);
  });

  it.each(operation.examples)('gives exactly the example output for $input', async ({ input, output }) => {
    expect(operation.run(input)).toBe(output);
    const r = await textApi.run(id, input);
    expect(r.ok && r.value.text).toBe(output);
  });
});

describe('textApi', () => {
  it('refuses an operation that does not exist and an empty input, by code', async () => {
    expect(await textApi.run('no-such-tool', 'a')).toEqual({ ok: false, error: { message: 'This tool is not available in this version of the site: reload the page', code: 'text-unknown-operation' } });
    expect(await textApi.run('../meta', 'a')).toMatchObject({ ok: false, error: { code: 'text-unknown-operation' } });
    for (const [id] of operations) expect(await textApi.run(id, '')).toEqual({ ok: false, error: { message: 'Please enter some text', code: 'text-blank' } });
  });
});
