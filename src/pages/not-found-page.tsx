import { Link } from '@tanstack/react-router';
import { buttonClass } from '../components/controls';
import { useShownTools } from '../lib/host-config';
import { POPULAR_TOOL_IDS, toolById } from '../tools/catalogue';

const popular = POPULAR_TOOL_IDS.map(toolById);

/** 404 with the product's exact texts, a link home and the four popular tools. */
export function NotFoundPage() {
  const popularShown = useShownTools(popular);
  return (
    <article className="page not-found-page">
      <h1>Oops! Page Not Found</h1>
      <p className="lead">The page you're looking for doesn't exist or has been moved.</p>
      <p>
        <Link to="/" className={buttonClass('primary', 'large')}>
          Go back home
        </Link>
      </p>
      <h2>Popular tools</h2>
      <ul className="popular-links">
        {popularShown.map((t) => (
          <li key={t.path}>
            <Link to={t.path}>{t.name}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
