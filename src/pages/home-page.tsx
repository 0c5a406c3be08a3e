import { Link } from '@tanstack/react-router';
import { ToolCard } from '../components/tool-card';
import { home } from '../content/pages/home';
import { TOOLS, toolsIn } from '../tools/registry';

const scrollToSection = (id: string) => {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
};

/** Home: hero, quick links, data / formatter / compare cards, four benefits, FAQ. */
export function HomePage() {
  return (
    <div className="page home-page">
      <section className="hero">
        <h1>{home.heroTitle}</h1>
        <p className="lead">{home.heroSubtitle}</p>
        <div className="hero-actions">
          <button type="button" className="btn btn-primary" onClick={() => scrollToSection('formatters')}>
            Explore Formatters
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => scrollToSection('compare')}>
            Compare Code
          </button>
        </div>
      </section>

      <nav className="quick-links" aria-labelledby="quick-links-heading">
        <h2 id="quick-links-heading">Quick access</h2>
        <ul>
          {TOOLS.map((t) => (
            <li key={t.path}>
              <Link to={t.path}>{t.name}</Link>
            </li>
          ))}
        </ul>
      </nav>

      <section id="data" tabIndex={-1} className="home-section" aria-labelledby="data-heading">
        <h2 id="data-heading">Data Generation</h2>
        <p>{home.sectionIntros.data}</p>
        <div className="card-grid">
          {toolsIn('data').map((t) => (
            <ToolCard key={t.path} tool={t} />
          ))}
        </div>
      </section>

      <section id="formatters" tabIndex={-1} className="home-section" aria-labelledby="formatters-heading">
        <h2 id="formatters-heading">Code Formatters</h2>
        <p>{home.sectionIntros.formatters}</p>
        <div className="card-grid">
          {toolsIn('formatter').map((t) => (
            <ToolCard key={t.path} tool={t} />
          ))}
        </div>
      </section>

      <section id="compare" tabIndex={-1} className="home-section" aria-labelledby="compare-heading">
        <h2 id="compare-heading">Compare Tools</h2>
        <p>{home.sectionIntros.compare}</p>
        <div className="card-grid">
          {[...toolsIn('compare'), ...toolsIn('utility')].map((t) => (
            <ToolCard key={t.path} tool={t} />
          ))}
        </div>
      </section>

      <section className="home-section" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">Why DevToolbox</h2>
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
        <h2 id="faq-heading">Frequently Asked Questions</h2>
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
