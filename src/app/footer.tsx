import { SiteLink } from '../components/site-link';
import { useHostConfig, useShownTools } from '../lib/host-config';
import { useT } from '../lib/messages';
import { SOCIAL_LINKS } from '../lib/site-config';
import { MOST_USED_TOOL_IDS, TOOLS, toolById, toolText } from '../tools/catalogue';
import { LanguageLinks } from './language-menu';

const mostUsed = MOST_USED_TOOL_IDS.map(toolById);
const others = TOOLS.filter((t) => !MOST_USED_TOOL_IDS.includes(t.id));

/** Footer: Most Used Tools, Other Tools, Contact and Legal, the languages, copyright with the current year, social links. */
export function Footer() {
  const t = useT();
  const mostUsedShown = useShownTools(mostUsed);
  const othersShown = useShownTools(others);
  const contactEmail = useHostConfig((s) => s.contactEmail);
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-most-used">
          <h2 id="footer-most-used">{t('footer.mostUsed')}</h2>
          <ul>
            {mostUsedShown.map((tool) => (
              <li key={tool.path}>
                <SiteLink to={tool.path}>{toolText(tool, t).name}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-other">
          <h2 id="footer-other">{t('footer.otherTools')}</h2>
          <ul className="footer-columns">
            {othersShown.map((tool) => (
              <li key={tool.path}>
                <SiteLink to={tool.path}>{toolText(tool, t).name}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.contactLegal')}</h2>
          <ul>
            <li>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </li>
            <li>
              <SiteLink to="/privacy">{t('footer.privacy')}</SiteLink>
            </li>
            <li>
              <SiteLink to="/terms">{t('footer.terms')}</SiteLink>
            </li>
            <li>
              <SiteLink to="/about">{t('footer.about')}</SiteLink>
            </li>
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <p>{t('footer.copyright', { year: String(new Date().getFullYear()) })}</p>
        <LanguageLinks />
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
