import { ContentSections } from '../components/content-sections';
import type { LegalPage as LegalText } from '../content/pages/privacy';
import { useIntlFormat } from '../lib/i18n';
import { useT, type MessageKey } from '../lib/messages';

/** Privacy and Terms: a heading, the date of the text (in the page's language), and its sections. */
export function LegalPage({ titleKey, doc }: { titleKey: MessageKey; doc: LegalText }) {
  const t = useT();
  const format = useIntlFormat();
  return (
    <article className="page legal-page">
      <header className="page-head">
        <h1>{t(titleKey)}</h1>
        <p className="muted">{t('legal.updated', { date: format.date(doc.updated) })}</p>
      </header>
      <ContentSections sections={doc.sections} />
    </article>
  );
}
