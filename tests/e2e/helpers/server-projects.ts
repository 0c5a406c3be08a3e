/**
 * The real servers the end-to-end tests run the site through (playwright.config.ts starts them; server-smoke.spec.ts
 * drives them): Debian's nginx and Caddy with the configurations the repository ships, and the subfolder build
 * behind the reverse-proxy sample. Their loopback ports follow E2E_PORT (default 4173: 4177, 4178, 4179 with the
 * site behind it on 4181, and 4182 for the offline bundle's server), so checkouts that set their own E2E_PORT never
 * share a server.
 */
const PORT = Number(process.env.E2E_PORT || 4173);
const DIST = process.env.E2E_DIST || 'dist';

export interface ServerProject {
  /** Playwright project name, also the server kind of tests/e2e/helpers/servers.mjs. */
  name: 'nginx' | 'caddy' | 'nginx-subfolder';
  port: number;
  /** The proxied site's own port (the subfolder sample only). */
  upstreamPort?: number;
  /** The build it serves, and the base path that build was made for. */
  dist: string;
  base: string;
}

export const SERVER_PROJECTS: readonly ServerProject[] = [
  { name: 'nginx', port: PORT + 4, dist: DIST, base: '/' },
  { name: 'caddy', port: PORT + 5, dist: DIST, base: '/' },
  {
    name: 'nginx-subfolder',
    port: PORT + 6,
    upstreamPort: PORT + 8,
    dist: process.env.E2E_SUBFOLDER_DIST || 'dist-subfolder',
    base: '/tools/devtoolbox/',
  },
];

/** The site's address through a project's server. */
export const serverUrl = (p: ServerProject): string => `http://127.0.0.1:${p.port}${p.base}`;

/** The port of the nginx that serves the unpacked offline bundle (offline-bundle.spec.ts). */
export const BUNDLE_PORT = PORT + 9;
