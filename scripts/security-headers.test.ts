import { describe, expect, it } from 'vitest';
import {
  ASSET_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  contentSecurityPolicy,
  parseHeadersFile,
  securityHeaderList,
  serverConfigs,
  type CspSettings,
} from './security-headers';

const SETTINGS: CspSettings[] = [
  {},
  { VITE_GA_ID: 'G-TEST', VITE_ERROR_ENDPOINT: 'https://errors.example.com/x', VITE_FEEDBACK_ENDPOINT: 'https://fb.example.com/y' },
];
const HASHES = ["'sha256-AbC+/dEf0123456789='"];

/** Header name and value pairs from lines such as `add_header Name "value" always;`. */
const pairs = (lines: string[], re: RegExp): [string, string][] =>
  lines.flatMap((l) => {
    const m = re.exec(l);
    return m ? [[m[1], m[2]] as [string, string]] : [];
  });

/** The lines between `start` (a line equal to it, trimmed) and the next line equal to `end`. */
function block(text: string, start: string, end: string): string[] {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => l.trim() === start);
  expect(from).toBeGreaterThanOrEqual(0);
  const to = lines.findIndex((l, i) => i > from && l.trim() === end);
  return lines.slice(from + 1, to);
}

describe.each(SETTINGS)('server configurations carry exactly the site policy (%o)', (settings) => {
  const policy = securityHeaderList(settings, HASHES);
  const configs = serverConfigs(settings, HASHES);

  it('the policy has the header CSP with frame-ancestors, nosniff and the referrer policy', () => {
    const map = new Map(policy);
    expect(map.get('Content-Security-Policy')).toBe(contentSecurityPolicy(settings, HASHES, true));
    expect(map.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(map.get('X-Content-Type-Options')).toBe('nosniff');
    expect(map.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(map.get('X-Frame-Options')).toBe('DENY');
  });

  it('_headers: the policy on every path, long caching for /assets/*', () => {
    const rules = parseHeadersFile(configs.headers);
    expect(rules.map((r) => [r.pattern.test('/json-formatter'), r.pattern.test('/assets/a-1.js')])).toEqual([[true, true], [false, true]]);
    expect(rules[0].headers).toEqual(policy);
    expect(rules[1].headers).toEqual([['Cache-Control', ASSET_CACHE_CONTROL]]);
  });

  it('nginx: each location repeats the policy (add_header does not inherit) with its Cache-Control', () => {
    const header = /^\s*add_header (\S+) "([^"]*)" always;$/;
    expect(pairs(block(configs.nginx, 'location /assets/ {', '}'), header)).toEqual([...policy, ['Cache-Control', ASSET_CACHE_CONTROL]]);
    expect(pairs(block(configs.nginx, 'location / {', '}'), header)).toEqual([...policy, ['Cache-Control', PAGE_CACHE_CONTROL]]);
    expect(configs.nginx).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(configs.nginx).toContain('location ~ /\\. {');
  });

  it('Apache: the policy always, Cache-Control by path', () => {
    const header = /^\s*Header always set (\S+) "([^"]*)"$/;
    const lines = configs.apache.split('\n');
    const ifAssets = lines.findIndex((l) => l.includes('<If "%{REQUEST_URI} =~ m#^/assets/#">'));
    expect(pairs(lines.slice(0, ifAssets), header)).toEqual(policy);
    expect(pairs(block(configs.apache, '<If "%{REQUEST_URI} =~ m#^/assets/#">', '</If>'), header)).toEqual([['Cache-Control', ASSET_CACHE_CONTROL]]);
    expect(pairs(block(configs.apache, '<Else>', '</Else>'), header)).toEqual([['Cache-Control', PAGE_CACHE_CONTROL]]);
  });

  it('Caddy: the policy in one header block, Cache-Control by path', () => {
    expect(pairs(block(configs.caddy, 'header {', '}'), /^\t(\S+) "([^"]*)"$/)).toEqual(policy);
    expect(configs.caddy).toContain(`@assets path /assets/*\nheader @assets Cache-Control "${ASSET_CACHE_CONTROL}"`);
    expect(configs.caddy).toContain(`@pages not path /assets/*\nheader @pages Cache-Control "${PAGE_CACHE_CONTROL}"`);
  });
});
