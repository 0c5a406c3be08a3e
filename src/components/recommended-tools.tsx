import { toolByPath } from '../tools/registry';
import { ToolCard } from './tool-card';

/** The "Recommended Tools" block of a tool page. */
export function RecommendedTools({ paths }: { paths: readonly string[] }) {
  const tools = paths.map((p) => toolByPath(p)).filter((t) => t !== undefined);
  return (
    <section className="recommended" aria-labelledby="recommended-heading">
      <h2 id="recommended-heading">Recommended Tools</h2>
      <div className="card-grid">
        {tools.map((t) => (
          <ToolCard key={t.path} tool={t} />
        ))}
      </div>
    </section>
  );
}
