import { useId } from 'react';
import { useT } from '../lib/messages';
import { Button } from './controls';

/** The Match case button's face: the symbol editors use for it in every language (its name is translated). */
const MATCH_CASE_SYMBOL = 'Aa';

/** Props of {@link FindBar}: a controlled search box with match navigation (see use-find.ts). */
export interface FindBarProps {
  query: string;
  onQueryChange(query: string): void;
  onNext(): void;
  onPrevious(): void;
  /** What the search found: "3 of 12", "No matches", "Searching…"; empty before any. */
  status: string;
  /** Next and Previous have somewhere to go (a query is typed). */
  canStep: boolean;
  caseSensitive: boolean;
  onCaseChange(caseSensitive: boolean): void;
  /** Given while a search runs in the worker (a big file takes seconds): stops it. */
  onCancel?: () => void;
  /** Accessible name of the search box; default "Find in output" in the page's language. */
  label?: string;
  /** Nothing to search yet (a big file still being read). */
  disabled?: boolean;
}

/**
 * Search box with its status, previous and next buttons and Match case; Enter goes to the next match, Shift+Enter
 * to the previous.
 */
export function FindBar({ query, onQueryChange, onNext, onPrevious, status, canStep, caseSensitive, onCaseChange, onCancel, label, disabled = false }: FindBarProps) {
  const t = useT();
  const countId = useId();
  return (
    <div className="find-bar" role="search">
      <input
        type="search"
        className="find-bar-input"
        placeholder={t('find.placeholder')}
        aria-label={label ?? t('find.label')}
        aria-describedby={countId}
        value={query}
        disabled={disabled}
        onChange={(e) => onQueryChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (e.shiftKey) onPrevious();
          else onNext();
        }}
      />
      <span id={countId} className="find-bar-count" aria-live="polite">
        {status}
      </span>
      {onCancel && (
        <Button size="small" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      <Button size="small" aria-label={t('find.previous')} title={t('find.previousTitle')} disabled={disabled || !canStep} onClick={onPrevious}>
        ↑
      </Button>
      <Button size="small" aria-label={t('find.next')} title={t('find.nextTitle')} disabled={disabled || !canStep} onClick={onNext}>
        ↓
      </Button>
      <Button size="small" className="find-bar-case" aria-pressed={caseSensitive} aria-label={t('find.matchCase')} title={t('find.matchCase')} disabled={disabled} onClick={() => onCaseChange(!caseSensitive)}>
        {MATCH_CASE_SYMBOL}
      </Button>
    </div>
  );
}
