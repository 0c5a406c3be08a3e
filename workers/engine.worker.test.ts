import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILIES, type Family, type FamilyApi } from './families';
import { ENGINE_LOAD_ERROR } from './shared/meta';

const comlink = vi.hoisted(() => ({
  exposed: undefined as unknown,
  transfers: [] as { value: unknown; buffers: Transferable[] }[],
}));

// A worker scope does not exist in Node: capture what the module exposes and what it marks for transfer.
vi.mock('comlink', () => ({
  expose: (api: unknown) => {
    comlink.exposed = api;
  },
  transfer: <T>(value: T, buffers: Transferable[]) => {
    comlink.transfers.push({ value, buffers });
    return value;
  },
}));

/** The worker script started for `family`, as the page starts it (`new Worker(url, { name: family })`). */
async function workerOf<F extends Family>(family: F): Promise<FamilyApi<F>> {
  vi.resetModules();
  vi.stubGlobal('self', { name: family });
  await import('./engine.worker');
  return comlink.exposed as FamilyApi<F>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./families');
});

describe('engine.worker', () => {
  it('serves the family it was started for: the formatted text with its line index, the index buffers transferred', async () => {
    const api = await workerOf('format');
    const result = await api.format('javascript', 'function f(a){if(a){return [1,2]}}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { text, lineStarts, subtreeEnd, lineStates } = result.value;
    expect(text).toBe('function f(a) {\n  if (a) {\n    return [1, 2];\n  }\n}\n');
    expect([...lineStarts]).toEqual([0, 16, 27, 46, 50, 52]);
    expect([...subtreeEnd]).toEqual([4, 3, 3, 4, 5, 6]);
    const sent = comlink.transfers.at(-1)!;
    // The very value the family's method returned reaches Comlink, so what it marked for transfer is transferred.
    expect(sent.value).toBe(result);
    // The tokenizer state at each line's start (for the output's colours) travels with the index.
    expect(lineStates).toBeInstanceOf(Uint8Array);
    expect(lineStates!.length).toBe(lineStarts.length);
    expect(sent.buffers).toEqual([lineStarts.buffer, subtreeEnd.buffer, lineStates!.buffer]);
  });

  it('passes the SQL dialect through', async () => {
    const api = await workerOf('format');
    const result = await api.format('sql', 'select `a` from t', { sqlDialect: 'mysql' });
    expect(result.ok && result.value.text).toBe('SELECT\n  `a`\nFROM\n  t');
  });

  it('returns errors as values without transferring anything', async () => {
    const api = await workerOf('format');
    const before = comlink.transfers.length;
    expect(await api.format('python', '   ')).toEqual({ ok: false, error: { message: 'Please enter some code to format', code: 'blank' } });
    expect(await api.format('yaml', 'a: 1\nb:\n  - x\n  y: 2\n')).toMatchObject({ ok: false, error: { line: 4, column: 1 } });
    expect(comlink.transfers.length).toBe(before);
  });

  it('an instance serves its own family only: the convert and compare calls each in theirs', async () => {
    const convert = await workerOf('convert');
    const yaml = await convert.convert('json-to-yaml', '{"id":12345678901234567890}');
    expect(yaml.ok && [yaml.value.output.text, [...yaml.value.output.lineStarts], yaml.value.notes]).toEqual(['id: 12345678901234567890\n', [0, 25], []]);
    const bad = await convert.convert('xml-to-json', '<a>');
    expect(bad).toEqual({ ok: false, error: { message: 'Invalid XML: <a> is not closed', line: 1, column: 4, code: 'convert-xml-unclosed', values: { name: 'a' } } });
    await expect((convert as unknown as { format(): Promise<unknown> }).format()).rejects.toThrow('The convert engine has no method format');

    const compare = await workerOf('compare');
    const options = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: true };
    const sorted = await compare.compare('json', '{"a":1,"b":2}', '{"b":2,"a":1}', options);
    expect(sorted.ok && sorted.value.differences).toBe(0);
    const unsorted = await compare.compare('json', '{"a":1,"b":2}', '{"b":2,"a":1}', { ...options, ignoreKeyOrder: false });
    expect(unsorted.ok && [unsorted.value.left?.text, unsorted.value.right?.text, unsorted.value.differences]).toEqual([
      '{\n  "a": 1,\n  "b": 2\n}',
      '{\n  "b": 2,\n  "a": 1\n}',
      2,
    ]);
  });

  it('the types family infers from its input in its own instance', async () => {
    const types = await workerOf('types');
    const r = await types.inferTypes({ inputId: 'x', text: '[{"a":1},{"a":2.5,"b":null}]', format: 'auto', target: 'rust' });
    expect(r.ok && r.value.output.text).toContain('    pub a: f64,\n    #[serde(default)]\n    pub b: serde_json::Value,');
  });

  it('every family of the list loads, and a name that is none is refused', async () => {
    for (const family of Object.keys(FAMILIES) as Family[]) expect(typeof (await FAMILIES[family]())).toBe('object');
    const api = (await workerOf('nonsense' as Family)) as unknown as { anything(): Promise<unknown> };
    await expect(api.anything()).rejects.toThrow('No engine family named "nonsense"');
  });

  it('every instance also stages large texts and answers the result views of what it keeps', async () => {
    const api = await workerOf('convert');
    await api.stageText('input', '{"a":[1,', true);
    await api.stageText('input', '2],"b":"A"}', false);
    const r = await api.convert('json-to-yaml', { staged: 'input' });
    expect(r.ok && r.value.output.text).toBe('a:\n  - 1\n  - 2\nb: A\n');
    const view = r.ok ? r.value.output.view! : '';
    expect(await api.viewFind(view, 'a', {}, { line: 0, column: 0 }, false)).toEqual({ ok: true, value: { line: 0, column: 0, length: 1, index: 0, total: 2, truncated: false } });
    expect(await api.viewFind(view, 'a', { caseSensitive: true }, { line: 0, column: 1 }, false)).toMatchObject({ ok: true, value: { line: 0, column: 0, index: 0, total: 1 } });
    expect(await api.viewLines(view, 1, 2)).toEqual({ ok: true, value: { from: 1, lines: ['  - 1', '  - 2'], cut: [-1, -1] } });
    // The format family's instance has no such view: each instance keeps its own.
    const other = await workerOf('format');
    expect(await other.viewLineCount(view)).toMatchObject({ ok: false, error: { code: 'view-gone' } });
  });

  it("a family whose code cannot be fetched fails the call with EngineLoadError, and the next call tries again", async () => {
    let fail = true;
    vi.doMock('./families', async (original) => {
      const real = (await original()) as { FAMILIES: typeof FAMILIES };
      return {
        FAMILIES: {
          ...real.FAMILIES,
          format: () => (fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : real.FAMILIES.format()),
        },
      };
    });
    const api = await workerOf('format');
    await expect(api.format('json', '{}')).rejects.toMatchObject({ name: ENGINE_LOAD_ERROR, message: 'Failed to fetch dynamically imported module' });
    fail = false;
    expect(await api.format('json', '{}')).toMatchObject({ ok: true });
  });
});
