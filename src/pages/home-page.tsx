import { buttonClass } from '../components/controls';
import { SiteLink } from '../components/site-link';
import { ToolCard } from '../components/tool-card';
import type { HomeContent } from '../content/pages/home';
import { useHostConfig, useShownTools } from '../lib/host-config';
import { useT, type MessageKey } from '../lib/messages';
import { KINDS, kindLabel, TOOLS, toolCard, toolText, type HomeSectionId } from '../tools/catalogue';

/** The headings of the home page's card sections, in order; the hero buttons scroll to "formatters" and "compare". */
const SECTION_HEADINGS: Record<HomeSectionId, MessageKey> = {
  data: 'home.section.data',
  formatters: 'home.section.formatters',
  compare: kindLabel('compare'),
  convert: kindLabel('converter'),
};

/** Each section shows the tools whose kind belongs there (`KINDS[kind].homeSection`). */
const TOOL_SECTIONS = (Object.keys(SECTION_HEADINGS) as HomeSectionId[]).map((id) => ({
  id,
  heading: SECTION_HEADINGS[id],
  tools: TOOLS.filter((t) => KINDS[t.kind].homeSection === id),
}));

/**
 * A hero button: a link to its section, so a press before the app runs jumps there as any page link does; once the
 * app runs, the page scrolls there smoothly and the section takes the focus (the address stays the page's).
 */
function SectionLink({ id, primary, children }: { id: HomeSectionId; primary?: boolean; children: string }) {
  return (
    <a
      className={buttonClass(primary ? 'primary' : 'secondary', 'large')}
      href={`#${id}`}
      onClick={(e) => {
        const el = document.getElementById(id);
        if (!el) return;
        e.preventDefault();
        el.scrollIntoView({ behavior: 'smooth', block: 'start' });
        el.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}

/** Home: hero, quick links, data / formatter / compare cards, four benefits, FAQ; `content` in the page's language. */
export function HomePage({ content: home }: { content: HomeContent }) {
  const t = useT();
  const shown = useShownTools(TOOLS);
  const notice = useHostConfig((s) => s.homeNotice);
  return (
    <div className="page home-page">
      <section className="hero">
        <h1>{home.heroTitle}</h1>
        <p className="lead">{home.heroSubtitle}</p>
        {notice && (
          <p className="host-notice" role="note">
            {notice}
          </p>
        )}
        <div className="hero-actions">
          <SectionLink id="formatters" primary>
            {t('home.exploreFormatters')}
          </SectionLink>
          <SectionLink id="compare">{t('home.compareCode')}</SectionLink>
        </div>
      </section>

      <nav className="quick-links" aria-labelledby="quick-links-heading">
        <h2 id="quick-links-heading">{t('home.quickAccess')}</h2>
        <ul>
          {shown.map((tool) => (
            <li key={tool.path}>
              <SiteLink to={tool.path}>{toolText(tool, t).name}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>

      {TOOL_SECTIONS.map((section) => {
        const tools = section.tools.filter((t) => shown.includes(t));
        // A section whose tools this host all hides is not shown (the hero's buttons then scroll nowhere).
        return tools.length === 0 ? null : (
          <section key={section.id} id={section.id} tabIndex={-1} className="home-section" aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{t(section.heading)}</h2>
            <p>{home.sectionIntros[section.id]}</p>
            <div className="card-grid">
              {tools.map((tool) => (
                <ToolCard key={tool.path} tool={toolCard(tool, t)} />
              ))}
            </div>
          </section>
        );
      })}

      <section className="home-section" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">{t('home.benefits')}</h2>
        <div className="card-grid card-grid-4">
          {home.benefits.map((b) => (
            <div className="card" key={b.title}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="home-section faq" aria-labelledby="faq-heading">
        <h2 id="faq-heading">{t('home.faq')}</h2>
        {home.faq.map((f) => (
          <details key={f.q}>
            <summary>{f.q}</summary>
            <p>{f.a}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
