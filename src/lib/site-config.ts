/** Build-time settings (Vite `VITE_*` environment variables), each with its default. See README "Configuration". */
const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

const trimSlash = (s: string) => s.replace(/\/+$/, '');

export const SITE_NAME = 'DevToolbox';
/** Public origin used for canonical URLs, og:url, the sitemap and structured data. */
export const SITE_URL = trimSlash(env.VITE_SITE_URL || 'https://devtoolbox.dev');
/** Contact address shown in the footer and used by the feedback form's mail fallback. */
export const CONTACT_EMAIL = env.VITE_CONTACT_EMAIL || 'hello@devtoolbox.dev';
/** Feedback endpoint (form-urlencoded POST). Empty: the form offers a mailto: link instead of sending. */
export const FEEDBACK_ENDPOINT = env.VITE_FEEDBACK_ENDPOINT || '';
export const THEME_COLOR = '#0B0B2B';
export const SOCIAL_LINKS = [
  { name: 'GitHub', href: env.VITE_GITHUB_URL || 'https://github.com/devtoolbox' },
] as const;
