import { countryOption, PERSON_FIELDS, type PersonField } from '@workers/testdata/meta';
import { RecordCard } from './record-card';
import { useTestRecord } from './use-test-data';

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
  const person = useTestRecord(tool, 'person', country, seed);
  const absence = countryOption(country)?.noNationalId;
  return (
    <RecordCard
      id="person"
      heading="Test person"
      button="Generate Person"
      fields={PERSON_FIELDS}
      labels={PERSON_LABELS}
      record={person.record}
      error={person.error?.message ?? null}
      onGenerate={person.generate}
      describe={(p) => `Test person from ${countryOption(p.country)?.name ?? p.country}`}
      note={absence ? <p className="tdg-note">{`${absence}.`}</p> : undefined}
    />
  );
}
