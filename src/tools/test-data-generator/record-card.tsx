import { useState, type ReactNode } from 'react';
import { Button } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { reportError, trackToolEvent } from '../../lib/telemetry';

/**
 * A "Generate …" card: one record of the chosen country, shown as labelled fields with a copy button each and
 * Copy as JSON. Generated on the page: one record takes well under a millisecond.
 */
export function RecordCard<F extends string>({
  tool,
  id,
  heading,
  button,
  fields,
  labels,
  make,
  describe,
  failure,
  note,
}: {
  tool: string;
  /** Prefix of the test ids (`{id}-{field}`) and of the copy and heading ids. */
  id: string;
  heading: string;
  button: string;
  fields: readonly F[];
  labels: Record<F, string>;
  make(): Record<F, string>;
  /** The card's accessible name for a record ("Test person from Poland"). */
  describe(record: Record<F, string>): string;
  /** Shown when `make` throws. */
  failure: string;
  /** A note under the heading (what the country does not have). */
  note?: ReactNode;
}) {
  const [record, setRecord] = useState<Record<F, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const copyContext = `TestDataGenerator: Copy ${id}`;
  const headingId = `tdg-${id}-heading`;

  const onGenerate = () => {
    trackToolEvent('Generate Started', tool);
    try {
      setRecord(make());
      setError(null);
      trackToolEvent('Generate Completed', tool);
    } catch (e) {
      setRecord(null);
      setError(failure);
      reportError(e, `TestDataGenerator: ${heading}`);
    }
  };

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
