import { describe, expect, it } from 'vitest';
import { compareApi } from './api';
import { stagingApi } from '../shared/staging';
import { compareXml } from './compare';
import { XML_COMPARE_DEFAULTS } from './meta';
import { showRows } from './test-support';
import type { CompareResult } from './types';

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
    expect(await compareApi.exportPdf({ title: 't', dateText: 'd' })).toEqual({ ok: false, error: { message: 'Compare the documents first', code: 'compare-no-result' } });
  });

  it('the structural summary of two texts, arrays matched by a key field or by position', () => {
    const a = '[{"id": 1, "v": 1}, {"id": 2, "v": 2}]';
    const b = '[{"id": 2, "v": 3}, {"id": 1, "v": 1}]';
    const byKey = compareApi.jsonStructure(a, b, 'id');
    expect(byKey.ok && [byKey.value.changes.map((c) => c.path), byKey.value.total]).toEqual([['$[id=2].v'], 1]);
    const byPosition = compareApi.jsonStructure(a, b, '');
    expect(byPosition.ok && byPosition.value.changes.map((c) => c.path)).toEqual(['$[0].id', '$[0].v', '$[1].id', '$[1].v']);
    expect(compareApi.jsonStructure('{', '{}', '')).toMatchObject({ ok: false, error: { code: 'structure-failed' } });
  });

  it('stopPdf ends the export under way at its next pause, and the result stays for the next one', async () => {
    const text = Array.from({ length: 3000 }, (_, i) => `line ${i}`).join('\n');
    await compareApi.compare('text', text, text.replace('line 7', 'seven'), NONE);
    const meta = { title: 'Text Compare', dateText: 'now' };
    const reports: number[] = [];
    const stopped = compareApi.exportPdf(meta, (done) => {
      reports.push(done);
      if (reports.length === 1) compareApi.stopPdf();
    });
    expect(await stopped).toEqual({ ok: false, error: { message: 'Stopped', code: 'pdf-stopped' } });
    expect(reports).toEqual([500]);
    const again = await compareApi.exportPdf(meta);
    expect(again.ok && new TextDecoder().decode(again.value.subarray(0, 5))).toBe('%PDF-');
  });

  it('mergeBlock copies a change block of the kept result to either side', async () => {
    await compareApi.compare('text', 'a\nb\nc', 'a\nB\nc\nd', NONE);
    expect(compareApi.mergeBlock(1, 1)).toEqual({ ok: true, value: 'a\nb\nc\nd' });
    expect(compareApi.mergeBlock(1, 0)).toEqual({ ok: true, value: 'a\nB\nc' });
    await compareApi.compare('json', '{', '{}', NONE);
    expect(compareApi.mergeBlock(1, 0)).toEqual({ ok: false, error: { message: 'Compare the documents first', code: 'compare-no-result' } });
  });

  it('textTool formats and diffs input against output', async () => {
    const r = await compareApi.textTool('json', '{"a":1}');
    expect(r.ok && r.value.output.text).toBe('{\n  "a": 1\n}');
    expect(r.ok && [...r.value.output.lineStarts]).toEqual([0, 2, 11]);
    expect(r.ok && showRows(r.value.diff)).toEqual(['removed 1 {"a":1} | added 1 {', 'empty -  | added 2   "a": 1', 'empty -  | added 3 }']);
    expect(await compareApi.textTool('xml', '<a>')).toEqual({ ok: false, error: { message: 'Invalid XML format', code: 'text-tool-invalid', values: { type: 'XML' } } });
    expect(await compareApi.textTool('html', '<p></div>')).toEqual({ ok: false, error: { message: 'Invalid HTML format', code: 'text-tool-invalid', values: { type: 'HTML' } } });
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
    expect(r.ok && showRows(r.value as CompareResult)).toEqual(['unchanged 1 a | unchanged 1 a', 'unchanged 2 b | unchanged 2 b', 'removed 3 c | added 3 x']);
  });

  it('keeps the laid-out texts of XML compared as XML and answers the rows in view with them', async () => {
    const a = '<r>\n  <p id="1" x="a">one</p>\n  <p id="2">two</p>\n</r>';
    const b = '<r><p x="a" id="1">one</p><p id="2">2</p><q/></r>';
    const r = await compareApi.compare('xml', a, b, { ...NONE, xml: { ...XML_COMPARE_DEFAULTS } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.value.left, r.value.right]).toEqual([undefined, undefined]);
    const whole = await compareXml(a, b);
    if (!whole.ok) throw new Error(whole.error.message);
    const { rowCount, leftLine, rightLine, leftType, rightType, hlOffsets, hlRanges, differences, left, right } = whole.value.result;
    const longestLine = Math.max(...`${left.text}\n${right.text}`.split('\n').map((l) => l.length));
    expect(longestLine).toBe('  <p id="1" x="a">one</p>'.length);
    expect({ rowCount, differences, longestLine }).toEqual({ rowCount: r.value.rowCount, differences: r.value.differences, longestLine: r.value.longestLine });
    expect([leftLine, rightLine, leftType, rightType, hlOffsets, hlRanges]).toEqual([r.value.leftLine, r.value.rightLine, r.value.leftType, r.value.rightType, r.value.hlOffsets, r.value.hlRanges]);
    // The rows' texts: the laid-out lines (null for an empty cell), as rowAt reads them from the texts.
    const rows = compareApi.getRows(0, rowCount);
    expect(rows.ok).toBe(true);
    if (!rows.ok) return;
    const lines = whole.value.result;
    const expected = { left: [] as (string | null)[], right: [] as (string | null)[] };
    for (let i = 0; i < rowCount; i++) {
      expected.left.push(lines.leftLine[i] < 0 ? null : lines.left.text.split('\n')[lines.leftLine[i]]);
      expected.right.push(lines.rightLine[i] < 0 ? null : lines.right.text.split('\n')[lines.rightLine[i]]);
    }
    expect(rows.value).toEqual(expected);
    expect(rows.value.right).toContain('  <q/>');
    expect(compareApi.getRows(1, 2)).toEqual({ ok: true, value: { left: expected.left.slice(1, 3), right: expected.right.slice(1, 3) } });
    // The summary comes with the result.
    expect(r.value.xmlStructure).toEqual({ changes: whole.value.changes, total: whole.value.changes.length, csv: whole.value.csv });
    // Other types still send their texts.
    const text = await compareApi.compare('text', 'a', 'b', NONE);
    expect(text.ok && [text.value.left?.text, text.value.right?.text]).toEqual(['a', 'b']);
  });
});
