import { RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { metaFor, PRERENDERED_PATHS, sitemapXml } from './app/route-meta';
import { webManifest } from './app/web-manifest';
import { BASE_PATH } from './lib/base-path';
import { headHtml, robotsTxt } from './lib/page-meta';
import { createAppRouter, memoryHistoryFor } from './router';

/** Renders one route to HTML for the prerenderer (scripts/prerender.mjs). */
export async function render(path: string): Promise<{ html: string; head: string }> {
  const router = createAppRouter(memoryHistoryFor(path));
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  return { html, head: headHtml(metaFor(path)) };
}

export { BASE_PATH, PRERENDERED_PATHS, robotsTxt, sitemapXml, webManifest };
