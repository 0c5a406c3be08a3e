import { describe, expect, it } from 'vitest';
import { typesApi } from './api';
import { TYPES_BIG_FILE } from './meta';

describe('typesApi', () => {
  it('reads an input once: another target or option re-renders what the worker kept', async () => {
    const first = await typesApi.inferTypes({ inputId: 'a', text: '[{"id":1,"tags":["x"]},{"id":2}]', format: 'auto', target: 'typescript' });
    expect(first.ok && first.value.output.text).toContain('  tags?: string[];');
    expect(first.ok && first.value.summary).toEqual({ values: 1, records: 2, objects: 1, enums: 0, perLine: false });
    expect(first.ok && first.value.lineStates.length).toBe(first.ok ? first.value.output.lineStarts.length : -1);
    const go = await typesApi.inferTypes({ inputId: 'a', format: 'auto', target: 'go', options: { rootName: 'Item' } });
    expect(go.ok && go.value.output.text).toContain('type Item struct {');
    const missing = await typesApi.inferTypes({ inputId: 'b', format: 'auto', target: 'go' });
    expect(missing.ok ? null : missing.error.code).toBe('types-needs-input');
  });

  it('refuses bad input with its code, line and column', async () => {
    const r = await typesApi.inferTypes({ inputId: 'c', text: '{\n  "a": tru\n}', format: 'auto', target: 'typescript' });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'types-json-syntax', line: 2 });
    expect(r.ok ? '' : r.error.message).toMatch(/^Invalid JSON: /);
  });

  it('reads a file over 16 MB in parts, with progress: NDJSON a line at a time, one document through the event stream', async () => {
    const line = '{"id":1234567,"name":"Ada Lovelace","email":"ada@example.org","tags":["a","b"],"score":12.5}\n';
    const count = Math.ceil((TYPES_BIG_FILE + 1000) / line.length);
    const file = new Blob([line.repeat(count - 1), '{"id":9007199254740993,"name":null}\n']);
    const progress: number[] = [];
    const r = await typesApi.inferTypes({ inputId: 'big', file, format: 'auto', target: 'typescript' }, (done) => void progress.push(done));
    expect(r.ok && r.value.summary.values).toBe(count);
    expect(r.ok && r.value.output.text).toContain('  name: string | null;\n  /** Format: email (every sample). */\n  email?: string;');
    expect(progress.at(-1)).toBe(file.size);
    expect(progress.length).toBeGreaterThan(1);
    // One document of the same records: read through the scanner's event stream.
    const doc = new Blob(['[\n', (line.trim() + ',\n').repeat(count), '{"id":1,"name":"x","email":"not an e-mail","tags":[],"score":1}]']);
    const whole = await typesApi.inferTypes({ inputId: 'doc', file: doc, format: 'auto', target: 'typescript' });
    expect(whole.ok && whole.value.summary).toEqual({ values: 1, records: count + 1, objects: 1, enums: 0, perLine: false });
    expect(whole.ok && whole.value.output.text).toContain('  email: string;\n  tags: string[];\n  score: number;\n}');
    const broken = await typesApi.inferTypes({ inputId: 'broken', file: new Blob(['[\n', (line.trim() + ',\n').repeat(count), '{"id": tru}]']), format: 'auto', target: 'go' });
    expect(broken.ok ? null : broken.error).toMatchObject({ code: 'types-json-syntax', line: count + 2, column: 8 });
  });
});
