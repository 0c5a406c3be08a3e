import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, buttonClass } from '../components/controls';
import { useHostConfig } from '../lib/host-config';
import { useT, type MessageKey } from '../lib/messages';
import { FEEDBACK_ENDPOINT } from '../lib/site-config';
import { reportError } from '../lib/telemetry';
import { useHydrated } from '../lib/use-hydrated';

/** Product constants: the success overlay shows 2 s, the error overlay 3 s. */
export const FEEDBACK_SUCCESS_MS = 2000;
export const FEEDBACK_ERROR_MS = 3000;

type Status = 'idle' | 'submitting' | 'success' | 'error';

/**
 * What the feedback dialog shows as it opens (the visitor's first input may open it), before any message file is
 * there: every prerendered page carries these (entry-server.tsx). What it shows after a submission is read once the
 * files, which the opening started, are there.
 */
export const FEEDBACK_FIRST_INPUT_MESSAGES: readonly MessageKey[] = [
  'feedback.title',
  'feedback.close',
  'feedback.message',
  ...(FEEDBACK_ENDPOINT ? (['feedback.name', 'feedback.email', 'feedback.submit'] as const) : (['feedback.mailNote', 'feedback.mailAction', 'feedback.mailSubject'] as const)),
];

/**
 * Sends the feedback as a form-urlencoded POST in no-cors mode (the response cannot be read, so success is
 * assumed unless the request itself throws), as the product description says.
 */
export async function sendFeedback(endpoint: string, recipientEmail: string, data: { name: string; email: string; feedback: string }): Promise<void> {
  const body = new URLSearchParams({
    name: data.name,
    email: data.email,
    feedback: data.feedback,
    recipientEmail,
    senderEmail: data.email,
  });
  await fetch(endpoint, {
    method: 'POST',
    mode: 'no-cors',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select, [tabindex]:not([tabindex="-1"])'),
  ).filter((el) => !el.hasAttribute('hidden'));
}

function FeedbackModal({ onClose }: { onClose(): void }) {
  const t = useT();
  const [status, setStatus] = useState<Status>('idle');
  const [form, setForm] = useState({ name: '', email: '', feedback: '' });
  const contactEmail = useHostConfig((s) => s.contactEmail);
  const dialogRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog) (dialog.querySelector<HTMLElement>('input, textarea') ?? focusables(dialog)[0])?.focus();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const els = focusables(dialogRef.current);
    if (els.length === 0) return;
    const first = els[0];
    const last = els[els.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    try {
      await sendFeedback(FEEDBACK_ENDPOINT, contactEmail, form);
      setStatus('success');
      timer.current = setTimeout(() => {
        setForm({ name: '', email: '', feedback: '' });
        setStatus('idle');
        onClose();
      }, FEEDBACK_SUCCESS_MS);
    } catch (err) {
      reportError(err, 'Feedback: Submit', 'warning');
      setStatus('error');
      timer.current = setTimeout(() => setStatus('idle'), FEEDBACK_ERROR_MS);
    }
  };

  const mailto = `mailto:${contactEmail}?subject=${encodeURIComponent(t('feedback.mailSubject'))}&body=${encodeURIComponent(form.feedback)}`;

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="feedback-title"
        onKeyDown={onKeyDown}
      >
        <div className="modal-head">
          <h2 id="feedback-title">{t('feedback.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('feedback.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {FEEDBACK_ENDPOINT ? (
          <form onSubmit={onSubmit} className="feedback-form">
            <label>
              {t('feedback.name')}
              <input required name="name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} autoComplete="name" />
            </label>
            <label>
              {t('feedback.email')}
              <input required type="email" name="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} autoComplete="email" />
            </label>
            <label>
              {t('feedback.message')}
              <textarea required name="feedback" rows={4} value={form.feedback} onChange={(e) => setForm({ ...form, feedback: e.target.value })} />
            </label>
            <Button type="submit" variant="primary" size="large" disabled={status === 'submitting'}>
              {status === 'submitting' ? t('feedback.submitting') : t('feedback.submit')}
            </Button>
          </form>
        ) : (
          <div className="feedback-form">
            <p>{t('feedback.mailNote')}</p>
            <label>
              {t('feedback.message')}
              <textarea name="feedback" rows={4} value={form.feedback} onChange={(e) => setForm({ ...form, feedback: e.target.value })} />
            </label>
            <a className={buttonClass('primary', 'large')} href={mailto}>
              {t('feedback.mailAction')}
            </a>
          </div>
        )}
        {status === 'success' && (
          <div className="modal-overlay" role="status">
            <span className="overlay-check" aria-hidden="true">
              ✓
            </span>
            <p>{t('feedback.thanks')}</p>
          </div>
        )}
        {status === 'error' && (
          <div className="modal-overlay modal-overlay-error" role="alert">
            <p>{t('feedback.failed')}</p>
          </div>
        )}
      </div>
    </div>
  );
}

/** The floating Feedback button on every page, and its modal (focus trapped; focus returns to the button). */
export function FeedbackWidget() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Until the app runs, a press would open nothing: the button waits for it.
  const hydrated = useHydrated();
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  return (
    <>
      <button ref={buttonRef} type="button" className="feedback-button" aria-haspopup="dialog" disabled={!hydrated} onClick={() => setOpen(true)}>
        {t('feedback.open')}
      </button>
      {open && <FeedbackModal onClose={close} />}
    </>
  );
}
