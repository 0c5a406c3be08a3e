import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentsOf, MAX_COMPONENT_LINES, pageComponents } from './component-size';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the page components', () => {
  const components = pageComponents(path.join(root, 'src'));

  it('are all found (the screens among them)', () => {
    const names = components.map((c) => c.name);
    expect(components.length).toBeGreaterThan(60);
    expect(names).toEqual(expect.arrayContaining(['FormatterScreen', 'CompareBody', 'ResultView', 'BigFileScreen', 'ConverterBody']));
  });

  it(`are no longer than ${MAX_COMPONENT_LINES} lines each: a screen is a layout over hooks`, () => {
    const tooLong = components.filter((c) => c.lines > MAX_COMPONENT_LINES).map((c) => `${path.relative(root, c.file)}: ${c.name} (${c.lines} lines)`);
    expect(tooLong).toEqual([]);
  });
});

describe('componentsOf', () => {
  it('measures function components, const arrows and wrapped ones, and leaves hooks and helpers out', () => {
    const text = [
      'export function Screen() {', //  1
      '  const Inner = () => <b />;', // 2
      '  return <Inner />;', //          3
      '}', //                            4
      'const Memo = memo(function Row() {', // 5
      '  return null;', //               6
      '});', //                          7
      'function useThing() { return 1; }', // 8
      'const helper = () => 2;', //      9
      'const LIMIT = 3;', //             10
    ].join('\n');
    expect(componentsOf('x.tsx', text).map(({ name, lines }) => [name, lines])).toEqual([
      ['Screen', 4],
      ['Inner', 1],
      ['Memo', 3],
    ]);
  });
});
