import { ToolCard, type ToolCardData } from './tool-card';

/** The "Recommended Tools" block of a tool page. */
export function RecommendedTools({ tools }: { tools: readonly ToolCardData[] }) {
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
