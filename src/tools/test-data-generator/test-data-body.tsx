import { Button, Field, Select, TextInput, Toolbar } from '../../components/controls';
import { ErrorBanner } from '../../components/error-banner';
import { COUNTRY_OPTIONS, DATA_KINDS, countryOption, kindsOf } from '@workers/testdata/meta';
import { useIntlFormat } from '../../lib/i18n';
import type { ToolBodyProps } from '../tool-body-props';
import { BulkDownload } from './bulk-download';
import { CompanyCard } from './company-card';
import { displayValue } from './display';
import { PersonCard } from './person-card';
import { useTestDataT } from './messages';
import { useTestDataStore } from './test-data-store';
import { useSingleValue } from './use-test-data';
import { ValueList } from './value-list';
import './test-data.css';

const EU = COUNTRY_OPTIONS.filter((c) => c.group === 'eu');
const OTHER = COUNTRY_OPTIONS.filter((c) => c.group === 'other');

/**
 * The Test Data Generator: single values (copied at once), a person and a company, lists and files of the chosen
 * country. Everything is made in the test-data worker (use-test-data.ts); the page lays it out.
 */
export function TestDataBody({ tool }: ToolBodyProps<'generator'>) {
  const { country, outputs, copied, seed, protectFormulas } = useTestDataStore();
  const store = useTestDataStore;
  const single = useSingleValue(tool.title);
  const kinds = kindsOf(countryOption(country));
  const shown = DATA_KINDS.filter((k) => outputs[k] !== undefined);
  const t = useTestDataT();
  const intl = useIntlFormat();
  const option = (c: (typeof COUNTRY_OPTIONS)[number]) => (
    <option key={c.code} value={c.code}>{`${c.flag} ${intl.country(c.code)}`}</option>
  );

  return (
    <section className="tdg" aria-label={t('section')}>
      <div className="tdg-output" aria-live="polite">
        {shown.length === 0 ? (
          <h2 className="tdg-heading">{t('heading')}</h2>
        ) : (
          shown.map((kind) => (
            <div key={kind} className="tdg-result">
              <h2 className="tdg-heading">
                <span className="tdg-label">{t(`kind.${kind}`)}:</span>{' '}
                <span className={`tdg-value${kind === 'address' ? ' tdg-value-multiline' : ''}`} data-testid={`tdg-value-${kind}`}>
                  {displayValue(kind, outputs[kind]!, true)}
                </span>
              </h2>
              {copied[kind] && (
                <span className="tdg-copied" role="status">
                  {t('copied')}
                </span>
              )}
            </div>
          ))
        )}
      </div>
      <p className="tdg-note">{t('autoCopy')}</p>

      <Toolbar alignEnd className="tdg-controls">
        <Field label={t('country')} grow>
          <Select value={country} onChange={(e) => store.getState().setCountry(e.target.value)}>
            <optgroup label={t('country.eu')}>{EU.map(option)}</optgroup>
            <optgroup label={t('country.other')}>{OTHER.map(option)}</optgroup>
          </Select>
        </Field>
        <Field label={t('seed')} grow>
          <TextInput
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            value={seed}
            onChange={(e) => store.getState().setSeed(e.target.value)}
            placeholder={t('seed.placeholder')}
          />
        </Field>
      </Toolbar>

      <Toolbar className="tdg-buttons">
        {kinds.map((kind) => (
          <Button key={kind} variant="primary" onClick={() => single.generate(kind)}>
            {t(`generate.${kind}`)}
          </Button>
        ))}
      </Toolbar>
      <ErrorBanner message={single.error?.message ?? null} reload={single.error?.reload} />

      <PersonCard tool={tool.title} country={country} seed={seed} />
      <CompanyCard tool={tool.title} country={country} seed={seed} />

      <ValueList tool={tool.title} kinds={kinds} />

      <BulkDownload tool={tool.title} country={country} seed={seed} protectFormulas={protectFormulas} valueKinds={kinds} />
    </section>
  );
}
