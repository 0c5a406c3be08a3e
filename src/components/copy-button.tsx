import { useEffect, useRef, useState } from 'react';
import { copyText } from '../lib/clipboard';
import { useT } from '../lib/messages';
import { Button, type ButtonSize, type ButtonVariant } from './controls';

/** How long the button reads "Copied!" after a click (product rule). */
export const COPIED_MS = 2000;

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** Produces the text to copy; called inside the click so the clipboard write keeps the user activation. */
  getText: () => string;
  /** Telemetry context for a failed copy (failures are only reported, never shown). */
  context: string;
  /** Button text; default "Copy Code" in the page's language. */
  label?: string;
  /** Called after each click (e.g. to record a "Copy to Clipboard" event). */
  onCopied?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Accessible name while the button reads its label (e.g. "Copy first name" for a button that reads "Copy"). */
  ariaLabel?: string;
}

/** A button that copies text and reads "Copied!" for exactly {@link COPIED_MS} ms. */
export function CopyButton({ getText, context, label, onCopied, variant, size, ariaLabel }: CopyButtonProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = () => {
    // No await before copyText: the browser only allows clipboard writes during the click's activation.
    void copyText(getText(), context);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    onCopied?.();
  };

  return (
    <Button variant={variant} size={size} onClick={onClick} aria-label={copied ? undefined : ariaLabel}>
      {copied ? t('copy.copied') : (label ?? t('copy.label'))}
    </Button>
  );
}
