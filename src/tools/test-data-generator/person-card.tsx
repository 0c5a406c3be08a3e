import { useState } from 'react';
import { Button } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { reportError, trackToolEvent } from '../../lib/telemetry';
import { countryByCode } from '@workers/testdata/countries';
import { PERSON_FIELDS, generatePerson, nationalIdInfo, type Person, type PersonField } from '@workers/testdata/person';
import { createRandom } from '@workers/testdata/random';

/** The card's label of each field, in the CSV's column order. */
export const PERSON_LABELS: Record<PersonField, string> = {
  country: 'Country',
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  nationalId: 'National ID',
  nationalIdName: 'National ID name',
  email: 'Email',
  phone: 'Phone',
  street: 'Street',
  houseNumber: 'House number',
  postcode: 'Postcode',
  city: 'City',
  region: 'Region',
  iban: 'IBAN',
};

const COPY_CONTEXT = 'TestDataGenerator: Copy person';

/**
 * "Generate Person": one consistent record of the chosen country (name in its letters, a national ID that agrees
 * with birth date and gender where the number encodes them, address fields, IBAN), shown as a labelled card with a
 * copy button per field and Copy as JSON. Generated on the page: one record takes well under a millisecond.
 */
export function PersonCard({ tool, country, seed }: { tool: string; country: string; seed: string }) {
  const [person, setPerson] = useState<Person | null>(null);
  const [error, setError] = useState<string | null>(null);
  const idSpec = nationalIdInfo(country);
  const absence = idSpec?.kind === 'none' ? `${idSpec.reason}.` : null;

  const onGenerate = () => {
    trackToolEvent('Generate Started', tool);
    try {
      setPerson(generatePerson(country, createRandom(seed === '' ? undefined : seed)));
      setError(null);
      trackToolEvent('Generate Completed', tool);
    } catch (e) {
      setPerson(null);
      setError('Failed to generate a person');
      reportError(e, 'TestDataGenerator: Person');
    }
  };

  return (
    <section className="tdg-person" aria-labelledby="tdg-person-heading">
      <div className="tdg-person-head">
        <h2 id="tdg-person-heading" className="tdg-heading">
          Test person
        </h2>
        <Button variant="primary" onClick={onGenerate}>
          Generate Person
        </Button>
        {person && <CopyButton label="Copy as JSON" context={COPY_CONTEXT} getText={() => JSON.stringify(person, null, 2)} />}
      </div>
      {absence && <p className="tdg-note">{absence}</p>}
      {error && (
        <p role="alert" className="tdg-error">
          {error}
        </p>
      )}
      {person && (
        <dl className="tdg-person-card" aria-label={`Test person from ${countryByCode(person.country)?.name ?? person.country}`}>
          {PERSON_FIELDS.filter((f) => person[f] !== '').map((f) => (
            <div key={f} className="tdg-person-row">
              <dt>{PERSON_LABELS[f]}</dt>
              <dd>
                <span className="tdg-person-value" data-testid={`person-${f}`}>
                  {person[f]}
                </span>
                <CopyButton label="Copy" ariaLabel={`Copy ${PERSON_LABELS[f].toLowerCase()}`} size="small" context={COPY_CONTEXT} getText={() => person[f]} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
