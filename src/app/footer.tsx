import { Link } from '@tanstack/react-router';
import { useHostConfig, useShownTools } from '../lib/host-config';
import { SOCIAL_LINKS } from '../lib/site-config';
import { MOST_USED_TOOL_IDS, TOOLS, toolById } from '../tools/catalogue';

const mostUsed = MOST_USED_TOOL_IDS.map(toolById);
const others = TOOLS.filter((t) => !MOST_USED_TOOL_IDS.includes(t.id));

/** Footer: Most Used Tools, Other Tools, Contact and Legal, copyright with the current year, social links. */
export function Footer() {
  const mostUsedShown = useShownTools(mostUsed);
  const othersShown = useShownTools(others);
  const contactEmail = useHostConfig((s) => s.contactEmail);
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-most-used">
          <h2 id="footer-most-used">Most Used Tools</h2>
          <ul>
            {mostUsedShown.map((t) => (
              <li key={t.path}>
                <Link to={t.path}>{t.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-other">
          <h2 id="footer-other">Other Tools</h2>
          <ul className="footer-columns">
            {othersShown.map((t) => (
              <li key={t.path}>
                <Link to={t.path}>{t.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">Contact and Legal</h2>
          <ul>
            <li>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <p>© {new Date().getFullYear()} DevToolbox. Free tools; everything runs in your browser.</p>
        <ul className="social-links">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.name}>
              <a href={s.href} rel="noopener noreferrer me" target="_blank">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
