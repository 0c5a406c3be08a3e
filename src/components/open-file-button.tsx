import { useRef } from 'react';
import { exceedsInputLimit, INPUT_TOO_LARGE_MESSAGE } from '../lib/input-limit';
import { useT } from '../lib/messages';
import { Button, type ButtonSize, type ButtonVariant } from './controls';

/** Props of {@link OpenFileButton}. */
export interface OpenFileButtonProps {
  /** Receives the chosen file's text. */
  onText(text: string, file: File): void;
  /** The file input's `accept` list, e.g. ".json,application/json". */
  accept?: string;
  /** Button text; default "Open File" in the page's language. */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Receives the message (in the page's language) when the file is over the input limit (50 MB); the file is then not read. */
  onRejected?(message: string): void;
  /**
   * Sees the chosen file first: returning true means the screen took it (e.g. a file too large for the editor,
   * read in parts by a worker), and it is not read as text nor checked against the input limit.
   */
  onFile?(file: File): boolean;
}

/**
 * Opens a chosen file as the Open File button does: the screen's `onFile` first (a file it takes as it is), else
 * the input limit, else the file's text to `onText`. Also the path of files handed to the page from outside
 * (src/lib/incoming-files.ts).
 */
export function openChosenFile(
  file: File,
  { onText, onRejected, onFile }: Pick<OpenFileButtonProps, 'onText' | 'onRejected' | 'onFile'>,
  tooLarge: string = INPUT_TOO_LARGE_MESSAGE,
): void {
  if (onFile?.(file)) return;
  if (exceedsInputLimit(file)) onRejected?.(tooLarge);
  else void file.text().then((text) => onText(text, file));
}

/** A button that opens the file picker (through a hidden file input) and reads the chosen file as text. */
export function OpenFileButton({ onText, accept, label, variant, size, onRejected, onFile }: OpenFileButtonProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => input.current?.click()}>
        {label ?? t('openFile.label')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Reset so choosing the same file again still fires a change.
          e.currentTarget.value = '';
          if (file) openChosenFile(file, { onText, onRejected, onFile }, t('input.tooLarge'));
        }}
      />
    </>
  );
}
