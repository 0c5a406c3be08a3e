import { Link } from '@tanstack/react-router';
import { buttonClass } from '../components/controls';
import { POPULAR_TOOL_PATHS, toolByPath } from '../tools/registry';

/** 404 with the product's exact texts, a link home and the four popular tools. */
export function NotFoundPage() {
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
        {POPULAR_TOOL_PATHS.map((p) => (
          <li key={p}>
            <Link to={p}>{toolByPath(p)!.name}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
