import { useRef } from 'react';

/** Props of {@link OpenFileButton}. */
export interface OpenFileButtonProps {
  /** Receives the chosen file's text. */
  onText(text: string, file: File): void;
  /** The file input's `accept` list, e.g. ".json,application/json". */
  accept?: string;
  /** Button text; default "Open File". */
  label?: string;
  className?: string;
}

/** A button that opens the file picker (through a hidden file input) and reads the chosen file as text. */
export function OpenFileButton({ onText, accept, label = 'Open File', className }: OpenFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className} onClick={() => input.current?.click()}>
        {label}
      </button>
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
          if (file) void file.text().then((text) => onText(text, file));
        }}
      />
    </>
  );
}
