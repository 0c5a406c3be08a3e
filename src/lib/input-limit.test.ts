import { describe, expect, it } from 'vitest';
import { BIG_FILE_CEILING as WORKER_CEILING } from '@workers/format/big-json';
import { MAX_TOKEN_CHARS } from '@workers/format/big-xml';
import {
  BIG_FILE_BYTES, BIG_FILE_CEILING, BIG_FILE_TOO_LARGE_MESSAGE, BIG_XML_TOKEN_TOO_LARGE_MESSAGE, exceedsInputLimit, formatBytes,
  INPUT_TOO_LARGE_MESSAGE, MAX_INPUT_BYTES,
} from './input-limit';

describe('input limit', () => {
  it.each([
    [0, false],
    [MAX_INPUT_BYTES, false],
    [MAX_INPUT_BYTES + 1, true],
  ])('a size of %i bytes exceeds it: %s', (size, over) => {
    expect(exceedsInputLimit(size)).toBe(over);
    expect(exceedsInputLimit(new Blob([new Uint8Array(size)]))).toBe(over);
  });

  it('measures text by its length', () => {
    expect(exceedsInputLimit('x'.repeat(MAX_INPUT_BYTES))).toBe(false);
    expect(exceedsInputLimit('x'.repeat(MAX_INPUT_BYTES + 1))).toBe(true);
  });

  it('names the limit in its message', () => {
    expect(MAX_INPUT_BYTES).toBe(52_428_800);
    expect(INPUT_TOO_LARGE_MESSAGE).toContain('50 MB');
  });
});

describe('big files', () => {
  it('takes files over 16 MB and up to 2 GB, the same ceiling as the worker', () => {
    expect(BIG_FILE_BYTES).toBe(16_777_216);
    expect(BIG_FILE_CEILING).toBe(2_147_483_648);
    expect(WORKER_CEILING).toBe(BIG_FILE_CEILING);
    expect(BIG_FILE_TOO_LARGE_MESSAGE).toContain('2 GB');
  });

  it('names JSON and XML, the languages the big-file path formats, and the limit of one XML token', () => {
    expect(INPUT_TOO_LARGE_MESSAGE).toContain('JSON and XML files up to 2 GB');
    expect(BIG_FILE_TOO_LARGE_MESSAGE).toContain('formats JSON and XML files up to 2 GB');
    expect(BIG_XML_TOKEN_TOO_LARGE_MESSAGE).toContain(`longer than ${MAX_TOKEN_CHARS / 1048576} MB`);
  });

  it.each([
    [0, '0 KB'],
    [512 * 1024, '512 KB'],
    [16 * 1024 * 1024, '16.0 MB'],
    [314_618_684, '300.0 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
  ])('formatBytes(%i) is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
