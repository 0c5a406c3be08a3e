import { COMPANY_FIELDS, generateCompany, type CompanyField } from '@workers/testdata/company';
import { countryByCode } from '@workers/testdata/countries';
import { createRandom } from '@workers/testdata/random';
import { RecordCard } from './record-card';

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
  const data = countryByCode(country);
  const missing = [
    data?.vat.kind === 'none' ? `${data.vat.reason}.` : '',
    data?.company.registry.kind === 'none' ? `No company registration number is generated for ${data.name}: ${lowerFirst(data.company.registry.reason)}.` : '',
  ].filter(Boolean);
  return (
    <RecordCard
      tool={tool}
      id="company"
      heading="Test company"
      button="Generate Company"
      fields={COMPANY_FIELDS}
      labels={COMPANY_LABELS}
      make={() => generateCompany(country, createRandom(seed === '' ? undefined : seed))}
      describe={(c) => `Test company from ${countryByCode(c.country)?.name ?? c.country}`}
      failure="Failed to generate a company"
      note={missing.length > 0 ? <p className="tdg-note">{missing.join(' ')}</p> : undefined}
    />
  );
}
