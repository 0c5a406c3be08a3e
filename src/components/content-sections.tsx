import type { ContentSection } from '../content/types';

/** Renders static text sections (as text, never HTML). */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className="content-sections">
      {sections.map((s) => (
        <section key={s.heading} className="content-section">
          <h2>{s.heading}</h2>
          {s.paragraphs?.map((p, i) => <p key={i}>{p}</p>)}
          {s.items &&
            (s.layout === 'steps' ? (
              <ol className="content-steps">
                {s.items.map((it, i) => (
                  <li key={i}>
                    {it.title && <strong>{it.title}: </strong>}
                    {it.text}
                  </li>
                ))}
              </ol>
            ) : s.layout === 'cards' ? (
              <div className="card-grid">
                {s.items.map((it, i) => (
                  <div className="card" key={i}>
                    {it.title && <h3>{it.title}</h3>}
                    <p>{it.text}</p>
                  </div>
                ))}
              </div>
            ) : (
              <ul className="content-list">
                {s.items.map((it, i) => (
                  <li key={i}>
                    {it.title && <strong>{it.title}: </strong>}
                    {it.text}
                  </li>
                ))}
              </ul>
            ))}
        </section>
      ))}
    </div>
  );
}
