import { useEffect } from 'react';
import { Button } from '../components/controls';
import { useLocale } from '../lib/i18n';
import { messages } from '../lib/messages';
import { reportError } from '../lib/telemetry';

/**
 * What the error page says when the messages of the page's language could not be loaded either (a deployment
 * replaced the files this tab knows): the site's English messages, the only text the page has without them.
 */
export const WITHOUT_MESSAGES = {
  'pageError.title': 'This page could not be loaded',
  'pageError.offline': 'You are offline and this page has not been cached yet.',
  'pageError.updated': 'This page was updated — reload to get the new version.',
  'pageError.reload': 'Reload',
} as const;

/**
 * The router's error page: a route whose code or text could not be loaded (offline before it was cached, or a
 * deployment replaced the files this tab knows) says why and offers a reload, instead of a generic error.
 */
export function PageError({ error }: { error: unknown }) {
  const locale = useLocale();
  // Every prerendered page carries these messages (CARRIED_BY_EVERY_PAGE); English where none are there.
  const t = (key: keyof typeof WITHOUT_MESSAGES) => (messages.has(locale, key) ? messages.translator(locale)(key) : WITHOUT_MESSAGES[key]);
  useEffect(() => reportError(error, 'Route', 'warning'), [error]);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <article className="page page-error">
      <h1>{t('pageError.title')}</h1>
      <p className="lead" role="alert">
        {offline ? t('pageError.offline') : t('pageError.updated')}
      </p>
      <p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('pageError.reload')}
        </Button>
      </p>
    </article>
  );
}
