import { SiteLink } from '../components/site-link';
import type { AboutContent } from '../content/pages/about';
import { useShownTools } from '../lib/host-config';
import { useT } from '../lib/messages';
import { kindLabel, TOOL_GROUPS, TOOLS, toolText } from '../tools/catalogue';

/** About: story, three feature cards, the tool directory, principles; `content` in the page's language. */
export function AboutPage({ content: about }: { content: AboutContent }) {
  const t = useT();
  const shown = useShownTools(TOOLS);
  const groups = TOOL_GROUPS.map((g) => ({ ...g, tools: g.tools.filter((t) => shown.includes(t)) })).filter((g) => g.tools.length > 0);
  return (
    <article className="page about-page">
      <header className="page-head">
        <h1>{t('about.title')}</h1>
      </header>
      <section aria-labelledby="story-heading">
        <h2 id="story-heading">{t('about.story')}</h2>
        {about.story.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <section aria-labelledby="features-heading">
        <h2 id="features-heading">{t('about.features')}</h2>
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
        <h2 id="directory-heading">{t('about.directory')}</h2>
        <div className="directory">
          {groups.map((g) => (
            <div key={g.kind}>
              <h3>{t(kindLabel(g.kind))}</h3>
              <ul>
                {g.tools.map((tool) => {
                  const text = toolText(tool, t);
                  return (
                    <li key={tool.path}>
                      <SiteLink to={tool.path}>{text.name}</SiteLink> — {text.description}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="principles-heading">
        <h2 id="principles-heading">{t('about.principles')}</h2>
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
