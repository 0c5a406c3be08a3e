import { PERSON_FIELDS } from '@workers/testdata/meta';
import { useIntlFormat } from '../../lib/i18n';
import { useTestDataT } from './messages';
import { CountryNote, RecordCard } from './record-card';
import { useTestRecord } from './use-test-data';

/**
 * "Generate Person": one consistent record of the chosen country (name in its letters, a national ID that agrees
 * with birth date and gender where the number encodes them, address fields, IBAN).
 */
export function PersonCard({ tool, country, seed }: { tool: string; country: string; seed: string }) {
  const t = useTestDataT();
  const intl = useIntlFormat();
  const person = useTestRecord(tool, 'person', country, seed);
  return (
    <RecordCard
      id="person"
      heading={t('person.heading')}
      button={t('person.generate')}
      fields={PERSON_FIELDS}
      record={person.record}
      error={person.error?.message ?? null}
      onGenerate={person.generate}
      copyJsonLabel={t('person.copyJson')}
      describe={(p) => t('person.describe', { country: intl.country(p.country) })}
      note={<CountryNote country={country} card="person" />}
    />
  );
}
