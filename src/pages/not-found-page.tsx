import { buttonClass } from '../components/controls';
import { SiteLink } from '../components/site-link';
import { useShownTools } from '../lib/host-config';
import { useT } from '../lib/messages';
import { POPULAR_TOOL_IDS, toolById, toolText } from '../tools/catalogue';

const popular = POPULAR_TOOL_IDS.map(toolById);

/** 404 with the product's exact texts (in English; their translations elsewhere), a link home and the four popular tools. */
export function NotFoundPage() {
  const t = useT();
  const popularShown = useShownTools(popular);
  return (
    <article className="page not-found-page">
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <p>
        <SiteLink to="/" className={buttonClass('primary', 'large')}>
          {t('notFound.home')}
        </SiteLink>
      </p>
      <h2>{t('notFound.popular')}</h2>
      <ul className="popular-links">
        {popularShown.map((tool) => (
          <li key={tool.path}>
            <SiteLink to={tool.path}>{toolText(tool, t).name}</SiteLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
