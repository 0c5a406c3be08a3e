import type { ReactNode } from 'react';
import { Button } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { useEngineText } from '../../lib/engine-text';
import { useIntlFormat, useLocale } from '../../lib/i18n';
import { countryNotes, countryOption, type CompanyField, type PersonField } from '@workers/testdata/meta';
import { useTestDataT } from './messages';

/**
 * A "Generate …" card: one record of the chosen country (made in the worker), shown as labelled fields with a copy
 * button each and Copy as JSON.
 */
export function RecordCard<F extends PersonField | CompanyField>({
  id,
  heading,
  button,
  fields,
  record,
  error,
  onGenerate,
  copyJsonLabel,
  describe,
  note,
}: {
  /** Prefix of the test ids (`{id}-{field}`) and of the copy and heading ids. */
  id: string;
  heading: string;
  button: string;
  /** The record's fields in order, each labelled by its message `field.<name>`. */
  fields: readonly F[];
  /** The last record made, if any. */
  record: Record<F, string> | null;
  /** Why the last click made none. */
  error: string | null;
  onGenerate(): void;
  /** The accessible name of its Copy as JSON button ("Copy as JSON (test person)"). */
  copyJsonLabel: string;
  /** The card's accessible name for a record ("Test person from Poland"). */
  describe(record: Record<F, string>): string;
  /** A note under the heading (what the country does not have). */
  note?: ReactNode;
}) {
  const t = useTestDataT();
  const locale = useLocale();
  const copyContext = `TestDataGenerator: Copy ${id}`;
  // English names the field in lower case inside its sentence ("Copy vat number"); the other languages quote the label.
  const copyField = (label: string) => t('copyField', { field: locale === 'en' ? label.toLowerCase() : label });
  const label = (f: F) => t(`field.${f}`);
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
        {record && <CopyButton label={t('copyJson')} ariaLabel={copyJsonLabel} context={copyContext} getText={() => JSON.stringify(record, null, 2)} />}
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
                <dt>{label(f)}</dt>
                <dd>
                  <span className="tdg-person-value" data-testid={`${id}-${f}`}>
                    {record[f]}
                  </span>
                  <CopyButton label={t('copy')} ariaLabel={copyField(label(f))} size="small" context={copyContext} getText={() => record[f]} />
                </dd>
              </div>
            ))}
        </dl>
      )}
    </section>
  );
}

/** What `country` does not have on this card and why, in the page's language (the country named as Intl names it). */
export function CountryNote({ country, card }: { country: string; card: 'person' | 'company' }) {
  const engineText = useEngineText();
  const intl = useIntlFormat();
  const option = countryOption(country);
  const notes = option ? countryNotes(option, card) : [];
  if (!option || notes.length === 0) return null;
  return <p className="tdg-note">{notes.map((n) => engineText({ ...n, values: { country: intl.country(option.code) } })).join(' ')}</p>;
}
