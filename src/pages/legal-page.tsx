import { ContentSections } from '../components/content-sections';
import type { ContentSection } from '../content/types';

/** Privacy and Terms: a heading, the date of the text, and its sections. */
export function LegalPage({ title, doc }: { title: string; doc: { updated: string; sections: ContentSection[] } }) {
  return (
    <article className="page legal-page">
      <header className="page-head">
        <h1>{title}</h1>
        <p className="muted">Last updated: {doc.updated}</p>
      </header>
      <ContentSections sections={doc.sections} />
    </article>
  );
}
