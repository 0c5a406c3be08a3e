import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, MAX_SHARE_URL, shareLink, SHARE_TOO_LARGE_MESSAGE } from './share-codec';

const PAGE = 'https://devtoolbox.dev/json-formatter';

describe('share links', () => {
  it('round-trip the input (any Unicode, line ends as written) and the options', async () => {
    const text = '{"é":"😀",\r\n "a":[1.0e+400]}\n\t';
    const link = await shareLink(`${PAGE}#old`, text, { indent: 'tab', minify: false, sortKeys: true });
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(link.url.startsWith(`${PAGE}#code=`)).toBe(true);
    expect(link.url).toMatch(/^[A-Za-z0-9:/._#=&-]+$/);
    expect(await decodeShare(new URL(link.url).hash, 'json')).toEqual({ text, settings: { indent: 'tab', minify: false, sortKeys: true } });
  });

  it('compresses: a repetitive 200 KB input fits', async () => {
    const text = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ id: i, name: 'same name' })));
    expect(text.length).toBeGreaterThan(100_000);
    const link = await shareLink(PAGE, text, {});
    expect(link.ok && link.url.length < MAX_SHARE_URL).toBe(true);
  });

  it('refuses a link longer than 64 KB with a message', async () => {
    let seed = 1;
    const random = Array.from({ length: 80_000 }, () => ((seed = (seed * 48271) % 2147483647), String.fromCharCode(33 + (seed % 90)))).join('');
    expect(await shareLink(PAGE, random, {})).toEqual({ ok: false, message: SHARE_TOO_LARGE_MESSAGE });
  });

  it('drops options the language does not have, and damaged links', async () => {
    const hash = await encodeShare('select 1', { indent: '4', printWidth: 100, minify: true, sqlDialect: 'postgresql' });
    expect(await decodeShare(hash, 'sql')).toEqual({ text: 'select 1', settings: { indent: '4', sqlDialect: 'postgresql' } });
    expect(await decodeShare(hash, 'yaml')).toEqual({ text: 'select 1', settings: { indent: '4', printWidth: 100 } });
    expect(await decodeShare('#code=%%%', 'json')).toBeNull();
    expect(await decodeShare('#code=AAAA', 'json')).toBeNull();
    expect(await decodeShare('#schema=abc', 'json')).toBeNull();
    expect(await decodeShare('', 'json')).toBeNull();
  });
});
