import { COMPANY_FIELDS, countryOption, type CompanyField } from '@workers/testdata/meta';
import { RecordCard } from './record-card';
import { useTestRecord } from './use-test-data';

/** The card's label of each field, in the CSV's column order. */
export const COMPANY_LABELS: Record<CompanyField, string> = {
  country: 'Country',
  name: 'Company name',
  legalForm: 'Legal form',
  vatNumber: 'VAT number',
  registrationNumber: 'Registration number',
  registrationNumberName: 'Registration number name',
  email: 'Email',
  website: 'Website',
  phone: 'Phone',
  street: 'Street',
  houseNumber: 'House number',
  postcode: 'Postcode',
  city: 'City',
  region: 'Region',
  iban: 'IBAN',
};

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * "Generate Company": one consistent company of the chosen country (a name with its legal form, a VAT number with
 * the national check digits, the company number agreeing with it where the country has a public rule, email and
 * website on a domain derived from the name, phone, address fields, IBAN).
 */
export function CompanyCard({ tool, country, seed }: { tool: string; country: string; seed: string }) {
  const company = useTestRecord(tool, 'company', country, seed);
  const data = countryOption(country);
  const missing = [
    data?.noVat ? `${data.noVat}.` : '',
    data?.noCompanyNumber ? `No company registration number is generated for ${data.name}: ${lowerFirst(data.noCompanyNumber)}.` : '',
  ].filter(Boolean);
  return (
    <RecordCard
      id="company"
      heading="Test company"
      button="Generate Company"
      fields={COMPANY_FIELDS}
      labels={COMPANY_LABELS}
      record={company.record}
      error={company.error?.message ?? null}
      onGenerate={company.generate}
      describe={(c) => `Test company from ${countryOption(c.country)?.name ?? c.country}`}
      note={missing.length > 0 ? <p className="tdg-note">{missing.join(' ')}</p> : undefined}
    />
  );
}
