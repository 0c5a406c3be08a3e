import { useT } from '../lib/messages';
import { ToolCard, type ToolCardData } from './tool-card';

/** The "Recommended Tools" block of a tool page. */
export function RecommendedTools({ tools }: { tools: readonly ToolCardData[] }) {
  const t = useT();
  return (
    <section className="recommended" aria-labelledby="recommended-heading">
      <h2 id="recommended-heading">{t('recommended.title')}</h2>
      <div className="card-grid">
        {tools.map((tool) => (
          <ToolCard key={tool.path} tool={tool} />
        ))}
      </div>
    </section>
  );
}
