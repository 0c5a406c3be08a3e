import { useId } from 'react';
import { Button } from './controls';

/** Props of {@link FindBar}: a controlled search box with match navigation. */
export interface FindBarProps {
  query: string;
  onQueryChange(query: string): void;
  onNext(): void;
  onPrevious(): void;
  /** 0-based index of the current match, −1 when none. */
  current: number;
  total: number;
  /** The search stopped at its cap: the total is shown as "N+". */
  truncated?: boolean;
  /** Accessible name of the search box; default "Find in output". */
  label?: string;
}

/** Search box with "N of M", previous and next buttons; Enter goes to the next match, Shift+Enter to the previous. */
export function FindBar({ query, onQueryChange, onNext, onPrevious, current, total, truncated, label = 'Find in output' }: FindBarProps) {
  const countId = useId();
  const count =
    query === '' ? '' : total === 0 ? 'No matches' : `${current + 1} of ${total.toLocaleString('en-US')}${truncated ? '+' : ''}`;
  return (
    <div className="find-bar" role="search">
      <input
        type="search"
        className="find-bar-input"
        placeholder="Find…"
        aria-label={label}
        aria-describedby={countId}
        value={query}
        onChange={(e) => onQueryChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (e.shiftKey) onPrevious();
          else onNext();
        }}
      />
      <span id={countId} className="find-bar-count" aria-live="polite">
        {count}
      </span>
      <Button size="small" aria-label="Previous match" title="Previous match (Shift+Enter)" disabled={total === 0} onClick={onPrevious}>
        ↑
      </Button>
      <Button size="small" aria-label="Next match" title="Next match (Enter)" disabled={total === 0} onClick={onNext}>
        ↓
      </Button>
    </div>
  );
}
