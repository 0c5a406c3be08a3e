import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Content-Security-Policy and security headers of the built site, from the build-time settings.
 *
 * Two delivery paths carry the same policy:
 * - a `<meta http-equiv="Content-Security-Policy">` in index.html (so every prerendered page, which uses
 *   dist/index.html as its template, has it too): works on any static host, but a meta policy governs only the
 *   document, not the workers, and cannot carry frame-ancestors;
 * - a generated `_headers` file (Netlify / Cloudflare Pages syntax) in the output directory, which also covers
 *   worker scripts (a worker takes its policy from its own response) and adds frame-ancestors and the other
 *   headers. `vite preview` applies that file too (see `configurePreviewServer`), so the end-to-end tests run
 *   the tools, workers included, under exactly the headers a deployment sends.
 */

/** Build-time settings that add destinations to the policy (the VITE_* variables of README "Configuration"). */
export interface CspSettings {
  VITE_GA_ID?: string;
  VITE_ERROR_ENDPOINT?: string;
  VITE_FEEDBACK_ENDPOINT?: string;
}

/** Google Analytics 4 (gtag.js) destinations, from Google's CSP guide for GA4. */
const GA_SCRIPT = ['https://www.googletagmanager.com'];
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GA_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** `sha256-…` source expressions for every inline classic script (no src, executable type) in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype=["']?([^"'\s>]+)/.exec(attrs)?.[1];
    // JSON-LD and other data blocks never execute, so the policy does not apply to them.
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy. `forHeader` adds the directives a meta element cannot carry (frame-ancestors).
 * - 'wasm-unsafe-eval': the Python (ruff), C++ (clang-format) and Java (tree-sitter) formatters compile WebAssembly.
 * - style-src 'unsafe-inline': CodeMirror (style-mod) writes its theme into a <style> element at run time (it uses
 *   a constructable stylesheet only inside shadow roots), and React's prerendered markup, CodeMirror and
 *   react-window set `style` attributes. A static site cannot issue per-response nonces, and hashes of generated
 *   theme CSS would break on any dependency update. Styles cannot run code; all user input is rendered as text.
 * - No 'unsafe-eval' and no 'unsafe-inline' for scripts: the one inline script (theme before first paint) is
 *   allowed by its hash.
 */
export function contentSecurityPolicy(settings: CspSettings, scriptHashes: string[], forHeader = false): string {
  const ga = Boolean(settings.VITE_GA_ID);
  const connect = [
    ...originOf(settings.VITE_ERROR_ENDPOINT),
    ...originOf(settings.VITE_FEEDBACK_ENDPOINT),
    ...(ga ? GA_CONNECT : []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...(ga ? GA_SCRIPT : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(ga ? GA_IMG : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...new Set(connect)]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (forHeader) directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The `_headers` file (Netlify / Cloudflare Pages syntax) for every path of the site. */
export function headersFile(settings: CspSettings, scriptHashes: string[]): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(settings, scriptHashes, true)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    '  X-Frame-Options: DENY',
    '',
  ].join('\n');
}

/** Parses a `_headers` file into (path pattern, headers) rules; `*` matches any run of characters. */
export function parseHeadersFile(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
    } else if (rules.length) {
      const i = line.indexOf(':');
      if (i > 0) rules[rules.length - 1].headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** Vite plugin: injects the meta policy into index.html, writes `_headers`, and makes `vite preview` apply it. */
export function securityHeaders(): Plugin {
  let config: ResolvedConfig;
  let hashes: string[] = [];
  return {
    name: 'devtoolbox-security-headers',
    configResolved(c) {
      config = c;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // The dev server injects its own inline scripts (HMR, React refresh): the policy is for builds only.
        if (config.command !== 'build') return html;
        hashes = inlineScriptHashes(html);
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(config.env, hashes)}" />`;
        // Right after the charset: a meta policy only governs what follows it.
        return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
      },
    },
    writeBundle() {
      if (config.build.ssr) return;
      fs.writeFileSync(path.resolve(config.root, config.build.outDir, '_headers'), headersFile(config.env, hashes));
    },
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, '_headers');
      if (!fs.existsSync(file)) return;
      const rules = parseHeadersFile(fs.readFileSync(file, 'utf8'));
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '/').split('?')[0];
        for (const rule of rules) if (rule.pattern.test(url)) for (const [k, v] of rule.headers) res.setHeader(k, v);
        next();
      });
    },
  };
}
