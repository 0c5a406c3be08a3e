import type { FormatLanguageId } from '@workers/format/meta';
import { MAX_INPUT_BYTES } from '../../lib/input-limit';
import { sanitizeSettings, type LanguageSettings } from './formatter-store';

/**
 * A formatter share link carries the input and the options in the URL fragment (after `#`), which browsers never
 * send to a server: `#code=<deflate-raw, base64url>&indent=4&width=100&minify=1&sort=1&dialect=postgresql`.
 * The page itself is the same prerendered HTML for every link; the fragment is read after the app starts.
 */
export const SHARE_CODE_KEY = 'code';

/** The longest share link made (the whole URL, in characters): longer ones are refused with a message. */
export const MAX_SHARE_URL = 64 * 1024;

export const SHARE_TOO_LARGE_MESSAGE =
  'This input is too large for a share link (links are limited to 64 KB, compressed). Download the file or copy the text instead.';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflates `bytes`, giving up (null) past the input limit: a short link must not expand into gigabytes. */
async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_INPUT_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let o = 0;
  for (const c of chunks) {
    all.set(c, o);
    o += c.length;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(all);
}

/** The fragment (without `#`) that carries `text` and `settings`. */
export async function encodeShare(text: string, settings: LanguageSettings): Promise<string> {
  const params = new URLSearchParams();
  params.set(SHARE_CODE_KEY, toBase64Url(await deflate(text)));
  if (settings.indent) params.set('indent', settings.indent);
  if (settings.printWidth !== undefined) params.set('width', String(settings.printWidth));
  if (settings.minify !== undefined) params.set('minify', settings.minify ? '1' : '0');
  if (settings.sortKeys !== undefined) params.set('sort', settings.sortKeys ? '1' : '0');
  if (settings.sqlDialect) params.set('dialect', settings.sqlDialect);
  return params.toString();
}

/** A link to `pageUrl` (its own fragment dropped) that opens `text` with `settings`, or a message when too long. */
export async function shareLink(
  pageUrl: string,
  text: string,
  settings: LanguageSettings,
): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  // Deflate rarely gains more than 20×: a text this long cannot fit, and is not compressed in vain.
  if (text.length > MAX_SHARE_URL * 20) return { ok: false, message: SHARE_TOO_LARGE_MESSAGE };
  const url = `${pageUrl.replace(/#.*$/, '')}#${await encodeShare(text, settings)}`;
  return url.length <= MAX_SHARE_URL ? { ok: true, url } : { ok: false, message: SHARE_TOO_LARGE_MESSAGE };
}

/**
 * The input and options of a share link's fragment (`#code=…`), or null when there is none or it is damaged;
 * options that do not fit `language` are dropped.
 */
export async function decodeShare(hash: string, language: FormatLanguageId): Promise<{ text: string; settings: LanguageSettings } | null> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get(SHARE_CODE_KEY);
  if (!code || code.length > MAX_SHARE_URL) return null;
  try {
    const text = await inflate(fromBase64Url(code));
    if (text === null) return null;
    const flag = (k: string) => (params.has(k) ? params.get(k) === '1' : undefined);
    const width = params.get('width');
    const settings = sanitizeSettings(language, {
      indent: params.get('indent') ?? undefined,
      printWidth: width === null ? undefined : Number(width),
      minify: flag('minify'),
      sortKeys: flag('sort'),
      sqlDialect: params.get('dialect') ?? undefined,
    });
    return { text, settings };
  } catch {
    return null;
  }
}
