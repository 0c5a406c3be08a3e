import { BASE_PATH, withBase } from '../lib/base-path';
import { SITE_NAME, THEME_COLOR } from '../lib/site-config';
import { SHARED_TEXT_KEY } from '../lib/incoming-files';
import { toolText } from '../tools/catalogue';
import { FILE_TOOLS } from './incoming';
import { DEFAULT_LOCALE } from '../lib/locale';
import { messages } from '../lib/messages';

/** The members of the manifest this site writes. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  file_handlers: { action: string; name: string; accept: Readonly<Record<string, readonly string[]>> }[];
  share_target: { action: string; method: 'POST'; enctype: string; params: { title: string; text: string; url: string } };
}

/**
 * The web app manifest (manifest.webmanifest, written by scripts/prerender.mjs): installable as a standalone app
 * under the build's base path, opening files with the tool of their type (file_handlers, from the catalogue's
 * `opens`) and receiving shared text (share_target, taken by the service worker). Every URL is under `base`.
 */
export function webManifest(base: string = BASE_PATH): WebManifest {
  const url = (path: string) => withBase(path, base);
  const t = messages.translator(DEFAULT_LOCALE);
  const icon = (file: string, sizes: string, type: string, purpose?: string) => ({ src: url(`icons/${file}`), sizes, type, ...(purpose ? { purpose } : {}) });
  return {
    id: url('/'),
    name: SITE_NAME,
    short_name: SITE_NAME,
    // One manifest for the whole site: in its default language (its messages must be loaded).
    description: t('meta.home.description'),
    start_url: url('/'),
    scope: url('/'),
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      icon('icon-192.png', '192x192', 'image/png'),
      icon('icon-512.png', '512x512', 'image/png'),
      icon('icon-maskable-512.png', '512x512', 'image/png', 'maskable'),
      { src: url('favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
    ],
    file_handlers: FILE_TOOLS.map((tool) => ({ action: url(tool.path), name: toolText(tool, t).name, accept: tool.opens! })),
    // POST, so shared text never travels in an address (nor into a server's log): the service worker takes it.
    share_target: {
      action: url(SHARED_TEXT_KEY),
      method: 'POST',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  };
}
