import { describe, expect, it } from 'vitest';
import { BIG_FILE_CEILING as WORKER_CEILING } from '@workers/format/big-json';
import { MAX_TOKEN_CHARS } from '@workers/format/big-xml';
import { BIG_FILE_ERRORS } from '@workers/big-file/meta';
import {
  BIG_FILE_BYTES,
  BIG_FILE_CEILING,
  exceedsInputLimit,
  formatBytes,
  INPUT_TOO_LARGE_MESSAGE,
  isPastedFile,
  MAX_INPUT_BYTES,
  pastedFile,
  textBlobParts,
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

  it('names the limit in its message, and where larger inputs go', () => {
    expect(MAX_INPUT_BYTES).toBe(52_428_800);
    expect(INPUT_TOO_LARGE_MESSAGE).toBe(
      'This input is larger than 50 MB, the most this editor takes. JSON and XML up to 2 GB can be pasted, opened or dropped in the JSON and XML Formatters, and any text in Text Compare; otherwise, please split it or use a smaller excerpt.',
    );
  });

  it('a paste over the limit becomes a file of its UTF-8 bytes, known as pasted', async () => {
    const text = '{"é":"€😀"}';
    const file = pastedFile(text, 'application/json');
    expect(file.name).toBe('Pasted text');
    expect(file.type).toBe('application/json');
    expect(file.size).toBe(new TextEncoder().encode(text).length);
    expect(await file.text()).toBe(text);
    expect(isPastedFile(file)).toBe(true);
    expect(isPastedFile(new File([text], 'Pasted text'))).toBe(false);
  });

  it('a text starting with U+FEFF keeps it when read back as a file is read (the byte order mark dropped)', async () => {
    for (const text of ['\ufeff{"a":1}', '\ufeff\ufeffx', '{"a":"\ufeff"}', '']) {
      expect(await new Blob(textBlobParts(text)).text()).toBe(text);
      expect(await pastedFile(text, 'text/plain').text()).toBe(text);
    }
  });
});

describe('big files', () => {
  it('takes files over 16 MB and up to 2 GB, the same ceiling as the worker', () => {
    expect(BIG_FILE_BYTES).toBe(16_777_216);
    expect(BIG_FILE_CEILING).toBe(2_147_483_648);
    expect(WORKER_CEILING).toBe(BIG_FILE_CEILING);
    expect(BIG_FILE_ERRORS['big-file-too-large']).toContain('2 GB');
  });

  it('names JSON and XML, the languages the big-file path formats, and the limit of one XML token', () => {
    expect(INPUT_TOO_LARGE_MESSAGE).toContain('JSON and XML up to 2 GB');
    expect(BIG_FILE_ERRORS['big-file-too-large']).toContain('formats JSON and XML files up to 2 GB');
    expect(BIG_FILE_ERRORS['xml-token-too-large']).toContain(`longer than ${MAX_TOKEN_CHARS / 1048576} MB`);
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
