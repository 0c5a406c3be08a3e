/**
 * The path the site is served under, and the one way to write the site's own URLs under it.
 *
 * `BASE_PATH=/tools/devtoolbox/ npm run build` makes a site that lives at `https://host/tools/devtoolbox/`: Vite
 * takes the path as its `base` (assets, workers, WASM), the router as its basepath, and everything else the site
 * writes for itself (canonical URLs, the sitemap, the service worker and its scope, the web app manifest, the
 * host settings file) goes through {@link withBase}. Site paths stay what the catalogue says (`/json-formatter`);
 * only the URL gains the base. A later prefix inside the site (a locale, `/de/json-formatter`) composes as
 * `withBase(withLocale(path))`.
 */

const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

/** A folder name in a base path: URL-safe characters only, so the path needs no escaping in HTML or configs. */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * The canonical form of a base path: `/` or `/a/b/` (leading and trailing slash, no empty, `.` or `..` segment).
 * Empty means `/`. Throws on anything else, so a mistyped `BASE_PATH` stops the build instead of shipping a site
 * whose links lead nowhere.
 */
export function normaliseBasePath(raw: string | undefined): string {
  const segments = (raw ?? '').trim().split('/').filter(Boolean);
  for (const s of segments) {
    if (!SEGMENT.test(s) || s === '.' || s === '..') {
      throw new Error(`BASE_PATH "${raw}" is not a URL path like /tools/devtoolbox/ (letters, digits, . _ ~ - between slashes)`);
    }
  }
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** The base path of this build (`/` unless built with `BASE_PATH`); Vite hands it over as `BASE_URL`. */
export const BASE_PATH = normaliseBasePath(env.BASE_URL);

/** The router's basepath: the base without its trailing slash (`/tools/devtoolbox`), or `/`. */
export const ROUTER_BASEPATH = BASE_PATH === '/' ? '/' : BASE_PATH.slice(0, -1);

/**
 * The URL path of a site path or of a file of the build: `/` → `/tools/devtoolbox/`, `/json-formatter` →
 * `/tools/devtoolbox/json-formatter`, `sw.js` → `/tools/devtoolbox/sw.js`.
 */
export function withBase(path: string, base: string = BASE_PATH): string {
  return base + path.replace(/^\/+/, '');
}

/**
 * The site path of a URL path (the inverse of {@link withBase}): `/tools/devtoolbox/json-formatter` →
 * `/json-formatter`; the base itself, with or without its trailing slash, → `/`; a path outside the base → null.
 */
export function withoutBase(pathname: string, base: string = BASE_PATH): string | null {
  if (pathname.startsWith(base)) return `/${pathname.slice(base.length)}`;
  return `${pathname}/` === base ? '/' : null;
}
