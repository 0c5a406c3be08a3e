import { describe, expect, it, vi } from 'vitest';
import type { EngineApi } from './engine.worker';

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

async function workerApi(): Promise<EngineApi> {
  await import('./engine.worker');
  return comlink.exposed as EngineApi;
}

describe('engine.worker', () => {
  it('returns the formatted text with its line index and transfers the index buffers', async () => {
    const api = await workerApi();
    const result = await api.format('javascript', 'function f(a){if(a){return [1,2]}}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { text, lineStarts, subtreeEnd, lineStates } = result.value;
    expect(text).toBe('function f(a) {\n  if (a) {\n    return [1, 2];\n  }\n}\n');
    expect([...lineStarts]).toEqual([0, 16, 27, 46, 50, 52]);
    expect([...subtreeEnd]).toEqual([4, 3, 3, 4, 5, 6]);
    const sent = comlink.transfers.at(-1)!;
    expect(sent.value).toBe(result);
    // The tokenizer state at each line's start (for the output's colours) travels with the index.
    expect(lineStates).toBeInstanceOf(Uint8Array);
    expect(lineStates!.length).toBe(lineStarts.length);
    expect(sent.buffers).toEqual([lineStarts.buffer, subtreeEnd.buffer, lineStates!.buffer]);
  });

  it('passes the SQL dialect through', async () => {
    const api = await workerApi();
    const result = await api.format('sql', 'select `a` from t', { sqlDialect: 'mysql' });
    expect(result.ok && result.value.text).toBe('SELECT\n  `a`\nFROM\n  t');
  });

  it('returns errors as values without transferring anything', async () => {
    const api = await workerApi();
    const before = comlink.transfers.length;
    expect(await api.format('python', '   ')).toEqual({ ok: false, error: { message: 'Please enter some code to format', code: 'blank' } });
    expect(await api.format('yaml', 'a: 1\nb:\n  - x\n  y: 2\n')).toMatchObject({ ok: false, error: { line: 4, column: 1 } });
    expect(comlink.transfers.length).toBe(before);
  });

  it('exposes the compare, text-tool and convert calls in the same worker', async () => {
    const api = await workerApi();
    expect(Object.keys(api).sort()).toEqual(['compare', 'compareFiles', 'convert', 'dropBig', 'exportBigPdf', 'exportPdf', 'format', 'getRows', 'inferTypes', 'jsonStructure', 'openView', 'runQuery', 'runXPath', 'stageText', 'textTool', 'validateSchema', 'validateXml', 'viewCount', 'viewFind', 'viewFoldEnd', 'viewLineCount', 'viewLines', 'xmlStructure']);
    const yaml = await api.convert('json-to-yaml', '{"id":12345678901234567890}');
    expect(yaml.ok && [yaml.value.output.text, [...yaml.value.output.lineStarts], yaml.value.notes]).toEqual(['id: 12345678901234567890\n', [0, 25], []]);
    const types = await api.inferTypes({ inputId: 'x', text: '[{"a":1},{"a":2.5,"b":null}]', format: 'auto', target: 'rust' });
    expect(types.ok && types.value.output.text).toContain('    pub a: f64,\n    #[serde(default)]\n    pub b: serde_json::Value,');
    const bad = await api.convert('xml-to-json', '<a>');
    expect(bad).toEqual({ ok: false, error: { message: 'Invalid XML: <a> is not closed', line: 1, column: 4, code: 'convert-xml-to-json' } });
    const options = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: true };
    const sorted = await api.compare('json', '{"a":1,"b":2}', '{"b":2,"a":1}', options);
    expect(sorted.ok && sorted.value.differences).toBe(0);
    const unsorted = await api.compare('json', '{"a":1,"b":2}', '{"b":2,"a":1}', { ...options, ignoreKeyOrder: false });
    expect(unsorted.ok && [unsorted.value.left.text, unsorted.value.right.text, unsorted.value.differences]).toEqual([
      '{\n  "a": 1,\n  "b": 2\n}',
      '{\n  "b": 2,\n  "a": 1\n}',
      2,
    ]);
  });
});
