import { Button } from './controls';
import './error-banner.css';

/** Props of {@link ErrorBanner}. */
export interface ErrorBannerProps {
  /** The main message; nothing is shown when null. */
  message: string | null;
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
export function ErrorBanner({ message, details, reload, action }: ErrorBannerProps) {
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
              Reload
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
