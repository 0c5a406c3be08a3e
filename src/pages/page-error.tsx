import { useEffect } from 'react';
import { Button } from '../components/controls';
import { reportError } from '../lib/telemetry';

/** Shown when the code of a page cannot be fetched while the browser is offline. */
export const PAGE_OFFLINE_MESSAGE = 'You are offline and this page has not been cached yet.';
/** Shown when the code of a page cannot be fetched online: the site was deployed anew since this tab loaded. */
export const PAGE_UPDATED_MESSAGE = 'This page was updated — reload to get the new version.';

/**
 * The router's error page: a route whose code or text could not be loaded (offline before it was cached, or a
 * deployment replaced the files this tab knows) says why and offers a reload, instead of a generic error.
 */
export function PageError({ error }: { error: unknown }) {
  useEffect(() => reportError(error, 'Route', 'warning'), [error]);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <article className="page page-error">
      <h1>This page could not be loaded</h1>
      <p className="lead" role="alert">
        {offline ? PAGE_OFFLINE_MESSAGE : PAGE_UPDATED_MESSAGE}
      </p>
      <p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </p>
    </article>
  );
}
