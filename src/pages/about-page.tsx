import { Link } from '@tanstack/react-router';
import { about } from '../content/pages/about';
import { useShownTools } from '../lib/host-config';
import { TOOL_GROUPS, TOOLS } from '../tools/catalogue';

/** About: story, three feature cards, the tool directory, principles. */
export function AboutPage() {
  const shown = useShownTools(TOOLS);
  const groups = TOOL_GROUPS.map((g) => ({ ...g, tools: g.tools.filter((t) => shown.includes(t)) })).filter((g) => g.tools.length > 0);
  return (
    <article className="page about-page">
      <header className="page-head">
        <h1>About DevToolbox</h1>
      </header>
      <section aria-labelledby="story-heading">
        <h2 id="story-heading">Our story</h2>
        {about.story.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <section aria-labelledby="features-heading">
        <h2 id="features-heading">What you get</h2>
        <div className="card-grid">
          {about.features.map((f) => (
            <div className="card" key={f.title}>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="directory-heading">
        <h2 id="directory-heading">Tool directory</h2>
        <div className="directory">
          {groups.map((g) => (
            <div key={g.label}>
              <h3>{g.label}</h3>
              <ul>
                {g.tools.map((t) => (
                  <li key={t.path}>
                    <Link to={t.path}>{t.name}</Link> — {t.description}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="principles-heading">
        <h2 id="principles-heading">Our principles</h2>
        <ul className="content-list">
          {about.principles.map((p) => (
            <li key={p.title}>
              <strong>{p.title}: </strong>
              {p.text}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
