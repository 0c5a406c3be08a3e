import { countryByCode } from '@workers/testdata/countries';
import { PERSON_FIELDS, generatePerson, nationalIdInfo, type PersonField } from '@workers/testdata/person';
import { createRandom } from '@workers/testdata/random';
import { RecordCard } from './record-card';

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

/**
 * "Generate Person": one consistent record of the chosen country (name in its letters, a national ID that agrees
 * with birth date and gender where the number encodes them, address fields, IBAN).
 */
export function PersonCard({ tool, country, seed }: { tool: string; country: string; seed: string }) {
  const idSpec = nationalIdInfo(country);
  const absence = idSpec?.kind === 'none' ? <p className="tdg-note">{`${idSpec.reason}.`}</p> : undefined;
  return (
    <RecordCard
      tool={tool}
      id="person"
      heading="Test person"
      button="Generate Person"
      fields={PERSON_FIELDS}
      labels={PERSON_LABELS}
      make={() => generatePerson(country, createRandom(seed === '' ? undefined : seed))}
      describe={(p) => `Test person from ${countryByCode(p.country)?.name ?? p.country}`}
      failure="Failed to generate a person"
      note={absence}
    />
  );
}
