import type { ReactNode } from 'react';
import { Button } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';

/**
 * A "Generate …" card: one record of the chosen country (made in the worker), shown as labelled fields with a copy
 * button each and Copy as JSON.
 */
export function RecordCard<F extends string>({
  id,
  heading,
  button,
  fields,
  labels,
  record,
  error,
  onGenerate,
  describe,
  note,
}: {
  /** Prefix of the test ids (`{id}-{field}`) and of the copy and heading ids. */
  id: string;
  heading: string;
  button: string;
  fields: readonly F[];
  labels: Record<F, string>;
  /** The last record made, if any. */
  record: Record<F, string> | null;
  /** Why the last click made none. */
  error: string | null;
  onGenerate(): void;
  /** The card's accessible name for a record ("Test person from Poland"). */
  describe(record: Record<F, string>): string;
  /** A note under the heading (what the country does not have). */
  note?: ReactNode;
}) {
  const copyContext = `TestDataGenerator: Copy ${id}`;
  const headingId = `tdg-${id}-heading`;

  return (
    <section className="tdg-person" aria-labelledby={headingId}>
      <div className="tdg-person-head">
        <h2 id={headingId} className="tdg-heading">
          {heading}
        </h2>
        <Button variant="primary" onClick={onGenerate}>
          {button}
        </Button>
        {record && <CopyButton label="Copy as JSON" ariaLabel={`Copy as JSON (${heading.toLowerCase()})`} context={copyContext} getText={() => JSON.stringify(record, null, 2)} />}
      </div>
      {note}
      {error && (
        <p role="alert" className="tdg-error">
          {error}
        </p>
      )}
      {record && (
        <dl className="tdg-person-card" aria-label={describe(record)}>
          {fields
            .filter((f) => record[f] !== '')
            .map((f) => (
              <div key={f} className="tdg-person-row">
                <dt>{labels[f]}</dt>
                <dd>
                  <span className="tdg-person-value" data-testid={`${id}-${f}`}>
                    {record[f]}
                  </span>
                  <CopyButton label="Copy" ariaLabel={`Copy ${labels[f].toLowerCase()}`} size="small" context={copyContext} getText={() => record[f]} />
                </dd>
              </div>
            ))}
        </dl>
      )}
    </section>
  );
}
