import { describe, expect, it } from 'vitest';
import { positionAt, positionOfUtf8Offset } from './position';

describe('positionAt', () => {
  it.each([
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['ab\ncd', 3, 2, 1],
    ['ab\ncd', 2, 1, 3],
    ['a\n\nb', 3, 3, 1],
    ['a\r\nb', 3, 2, 1], // one line break
    ['a\r\nb', 2, 1, 3], // the \n of a \r\n ends the line it is on
    ['a\rb', 2, 2, 1], // a lone \r ends a line
  ])('%j at %i is line %i column %i', (text, index, line, column) => {
    expect(positionAt(text, index)).toEqual({ line, column });
  });
});

describe('positionOfUtf8Offset', () => {
  it.each([
    ['x = 1', 4, 1, 5],
    ['é\nab', 3, 2, 1], // "é" is 2 bytes, "\n" 1
    ['€x', 3, 1, 2], // "€" is 3 bytes
    ['😀x\ny', 5, 1, 4], // "😀" is 4 bytes and 2 UTF-16 code units
    ['abc', 99, 1, 4],
  ])('%j at byte %i is line %i column %i', (text, offset, line, column) => {
    expect(positionOfUtf8Offset(text, offset)).toEqual({ line, column });
  });
});
