import { describe, expect, it } from 'vitest';
import { compareApi } from './compare-api';
import { stagingApi } from '../shared/staging';
import { showRows } from './test-support';

const NONE = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };

describe('compareApi', () => {
  it('compare returns a result whose arrays are copies of the one kept for exportPdf', async () => {
    const r = await compareApi.compare('text', 'a\nb', 'a\nc', NONE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.differences).toBe(1);
    r.value.leftLine.fill(-1); // as if the buffers had been transferred away
    const calls: number[] = [];
    const pdf = await compareApi.exportPdf({ title: 'Text Compare', dateText: 'now' }, (done) => calls.push(done));
    expect(pdf.ok && new TextDecoder().decode(pdf.value.subarray(0, 5))).toBe('%PDF-');
    expect(calls).toEqual([2]);
  });

  it('a failed compare clears the kept result', async () => {
    const r = await compareApi.compare('json', '{', '{}', NONE);
    expect(!r.ok && r.error.message).toMatch(/^Original: Invalid JSON/);
    expect(await compareApi.exportPdf({ title: 't', dateText: 'd' })).toEqual({ ok: false, error: { message: 'Failed to export PDF', code: 'no-result' } });
  });

  it('a JSON compare has its structural summary ready for the key last asked for; another key is computed on request', async () => {
    const a = '[{"id": 1, "v": 1}, {"id": 2, "v": 2}]';
    const b = '[{"id": 2, "v": 3}, {"id": 1, "v": 1}]';
    await compareApi.compare('json', a, b, NONE);
    const byKey = compareApi.jsonStructure('id');
    expect(byKey.ok && byKey.value.changes.map((c) => c.path)).toEqual(['$[id=2].v']);
    await compareApi.compare('json', a, b, NONE);
    await new Promise((r) => setTimeout(r, 0)); // the summary computed after the result
    const again = compareApi.jsonStructure('id');
    expect(again.ok && again.value.changes.map((c) => c.path)).toEqual(['$[id=2].v']);
    const byPosition = compareApi.jsonStructure('');
    expect(byPosition.ok && byPosition.value.changes.map((c) => c.path)).toEqual(['$[0].id', '$[0].v', '$[1].id', '$[1].v']);
  });

  it('textTool formats and diffs input against output', async () => {
    const r = await compareApi.textTool('json', '{"a":1}');
    expect(r.ok && r.value.output.text).toBe('{\n  "a": 1\n}');
    expect(r.ok && [...r.value.output.lineStarts]).toEqual([0, 2, 11]);
    expect(r.ok && showRows(r.value.diff)).toEqual(['removed 1 {"a":1} | added 1 {', 'empty -  | added 2   "a": 1', 'empty -  | added 3 }']);
    expect(await compareApi.textTool('xml', '<a>')).toEqual({ ok: false, error: { message: 'Invalid XML format', code: 'xml-syntax' } });
    expect(await compareApi.textTool('html', '<p></div>')).toEqual({ ok: false, error: { message: 'Invalid HTML format', code: 'html-syntax' } });
  });

  it('compare sends the view indexes: first row of each change block and the longest line', async () => {
    const r = await compareApi.compare('text', 'a\nb\nc\nd\ne', 'a\nB\nc\nd\nlonger line', NONE);
    expect(r.ok && [...r.value.changeStarts]).toEqual([1, 4]);
    expect(r.ok && r.value.longestLine).toBe(11);
  });

  it('compares texts staged in slices (each side started afresh by its first slice) and texts given whole', async () => {
    stagingApi.stageText('original', 'stale', true);
    stagingApi.stageText('original', 'a\nb', true);
    stagingApi.stageText('original', '\nc', false);
    stagingApi.stageText('modified', 'a\nb\n', true);
    stagingApi.stageText('modified', 'x', false);
    const r = await compareApi.compare('text', { staged: 'original' }, { staged: 'modified' }, NONE);
    expect(r.ok && showRows(r.value)).toEqual(['unchanged 1 a | unchanged 1 a', 'unchanged 2 b | unchanged 2 b', 'removed 3 c | added 3 x']);
  });
});
