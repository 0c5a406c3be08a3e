import { COMPANY_FIELDS } from '@workers/testdata/meta';
import { useIntlFormat } from '../../lib/i18n';
import { useTestDataT } from './messages';
import { CountryNote, RecordCard } from './record-card';
import { useTestRecord } from './use-test-data';

/**
 * "Generate Company": one consistent company of the chosen country (a name with its legal form, a VAT number with
 * the national check digits, the company number agreeing with it where the country has a public rule, email and
 * website on a domain derived from the name, phone, address fields, IBAN).
 */
export function CompanyCard({ tool, country, seed }: { tool: string; country: string; seed: string }) {
  const t = useTestDataT();
  const intl = useIntlFormat();
  const company = useTestRecord(tool, 'company', country, seed);
  return (
    <RecordCard
      id="company"
      heading={t('company.heading')}
      button={t('company.generate')}
      fields={COMPANY_FIELDS}
      record={company.record}
      error={company.error?.message ?? null}
      onGenerate={company.generate}
      copyJsonLabel={t('company.copyJson')}
      describe={(c) => t('company.describe', { country: intl.country(c.country) })}
      note={<CountryNote country={country} card="company" />}
    />
  );
}
