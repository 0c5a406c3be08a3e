import './change-list.css';

export interface ChangeListItem {
  text: string;
  /** Colours the line as the diff view does: changed, added or removed. */
  kind: 'changed' | 'added' | 'removed';
}

/** A compact list of one-line entries in the code font, each a button (e.g. a change that scrolls a view to it). */
export function ChangeList({ label, items, onChoose }: { label: string; items: ChangeListItem[]; onChoose: (index: number) => void }) {
  return (
    <ol className="change-list" aria-label={label}>
      {items.map((item, i) => (
        <li key={i}>
          <button type="button" className={`change-list__item change-list__item--${item.kind}`} onClick={() => onChoose(i)}>
            {item.text}
          </button>
        </li>
      ))}
    </ol>
  );
}
