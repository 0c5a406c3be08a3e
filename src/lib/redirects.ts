/**
 * Old addresses of pages, and the page each now leads to (site paths, without the base path). The router redirects
 * them in the page, and every server configuration the build writes answers them with a 301
 * (scripts/security-headers.ts), so the list lives here once.
 */
export const REDIRECTS = [
  { from: '/privacy-policy', to: '/privacy' },
  { from: '/terms-of-service', to: '/terms' },
] as const;
