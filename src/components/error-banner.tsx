import { useEngineText } from '../lib/engine-text';
import { useT } from '../lib/messages';
import type { TaskError } from '../lib/worker-task';
import { Button } from './controls';
import './error-banner.css';

/** Props of {@link ErrorBanner}. */
export interface ErrorBannerProps {
  /** The main message; nothing is shown when null (nor without `error`). */
  message?: string | null;
  /**
   * A failed job's error (worker-task.ts): its message in the page's language (by its code), its details and, when
   * reloading is the fix, a Reload button. `message`, `details` and `reload`, when given, win.
   */
  error?: TaskError | null;
  /** Further lines shown beneath the message (e.g. line and column). */
  details?: string[];
  /** Offers a Reload button (the site was updated since this page loaded). */
  reload?: boolean;
  /** A button that acts on the error, e.g. "Go to error". */
  action?: { label: string; onClick: () => void };
}

/**
 * The red error box above a tool's panels. The `role="alert"` region stays mounted so that screen readers
 * announce a message when it appears; all text is rendered as text nodes, never as HTML.
 */
export function ErrorBanner({ message: given, details: givenDetails, reload: givenReload, action, error }: ErrorBannerProps) {
  const t = useT();
  const engineText = useEngineText();
  const message = given ?? (error ? engineText(error) : null);
  const details = givenDetails ?? error?.details;
  const reload = givenReload ?? error?.reload;
  return (
    <div role="alert" className="error-banner-region">
      {message !== null && (
        <div className="error-banner">
          <p className="error-banner-message">{message}</p>
          {details?.map((d, i) => (
            <p key={i} className="error-banner-detail">
              {d}
            </p>
          ))}
          {action && (
            <Button variant="danger" size="small" className="error-banner-action" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
          {reload && (
            <Button variant="danger" size="small" className="error-banner-action" onClick={() => window.location.reload()}>
              {t('errorBanner.reload')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
