/* global self, caches, fetch, Request, Response, URL */
/* DevToolbox service worker: makes every tool work offline after the first visit.
 * - Precaches the build's files (app shell, every route's HTML, the engine chunks and their .wasm); the list and
 *   the version are written into this file by scripts/precache.mjs after prerendering.
 * - HTML (navigations) is network-first, so a new deployment's index with new asset hashes is always used when
 *   online; the cached copy is only the offline fallback.
 * - Everything under assets/ has a content hash in its name, so it is cache-first.
 * - Only same-origin GET requests are handled, and the POST of text shared to the installed app: anything else
 *   (feedback POST, configured telemetry) goes to the network untouched.
 * - The host's config.json is network-first, its last copy kept for offline use.
 * - A new version installs beside the running one and waits: no skipWaiting. It takes over (and deletes the old
 *   version's cache) only once no tab uses the old version any more, so a tab left open across a deployment keeps
 *   loading its lazy chunks from the cache it started with instead of finding them deleted.
 */
const MANIFEST = /*__PRECACHE_MANIFEST__*/ { version: 'unbuilt', urls: [] } /*__END_PRECACHE_MANIFEST__*/;
const CACHE = `devtoolbox-${MANIFEST.version}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(MANIFEST.urls.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('devtoolbox-') && k !== CACHE).map((k) => caches.delete(k))))
      // Only clients no worker controls yet (the very first visit): open tabs of the old version are gone by now.
      .then(() => self.clients.claim()),
  );
});

/** The path the site is served under (`/`, or `/tools/devtoolbox/` for a subfolder build): this file's folder. */
const BASE = new URL('./', self.location.href).pathname;

/**
 * The cache key of a page: its clean path (`/json-formatter`, the home page `/` or the base with its slash), which
 * is how the precache stores HTML.
 */
const pageKey = (url) => {
  const path = url.pathname.replace(/\.html$/, '').replace(/\/index$/, '/').replace(/\/+$/, '');
  return url.origin + (`${path}/` === BASE ? BASE : path);
};

async function networkFirst(request) {
  const url = new URL(request.url);
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) void cache.put(pageKey(url), response.clone());
    return response;
  } catch (error) {
    // Unknown paths fall back to the home page's HTML: the app's router then renders the route or its 404 page.
    const cached = (await cache.match(pageKey(url), { ignoreVary: true })) || (await cache.match(url.origin + BASE, { ignoreVary: true }));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  // ignoreVary: the server answers with `Vary: Origin`, and module scripts are requested with an Origin header
  // that the precache requests did not carry.
  const cached = await caches.match(request, { ignoreSearch: true, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith(`${BASE}assets/`)) {
    const cache = await caches.open(CACHE);
    void cache.put(request, response.clone());
  }
  return response;
}

/**
 * The host's settings file (config.json: the build ships an empty one for the host to replace, never precached):
 * from the network, its last copy kept for offline use, and forgotten once the host removes it.
 */
async function hostSettings(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) void cache.put(request.url, response.clone());
    else if (response.status === 404) void cache.delete(request.url);
    return response;
  } catch (error) {
    const cached = await cache.match(request.url, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

/**
 * Text shared to the installed app (the manifest's share_target, a form POST): kept in this cache for the page,
 * which takes it at `?shared` (src/lib/incoming-files.ts). The text never travels further than this device.
 */
async function receiveShare(request) {
  const form = await request.formData();
  const field = (name) => (typeof form.get(name) === 'string' ? form.get(name).trim() : '');
  const [text, link] = [field('text'), field('url')];
  const shared = [text, link && !text.includes(link) ? link : ''].filter(Boolean).join('\n') || field('title');
  const cache = await caches.open(CACHE);
  await cache.put(new URL(`${BASE}share-target`, self.location.href).href, new Response(shared, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }));
  return Response.redirect(new URL(`${BASE}?shared`, self.location.href).href, 303);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === `${BASE}share-target`) {
    event.respondWith(receiveShare(request));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname === `${BASE}config.json`) event.respondWith(hostSettings(request));
  else event.respondWith(cacheFirst(request));
});
