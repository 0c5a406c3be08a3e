import { SiteLink } from './site-link';

/** What a card shows of a tool: its path and, in the page's language, its name and description. */
export interface ToolCardData {
  path: string;
  name: string;
  description: string;
}

/** A card linking to a tool (in the page's language), with its description. */
export function ToolCard({ tool }: { tool: ToolCardData }) {
  return (
    <SiteLink to={tool.path} className="card tool-card">
      <h3>{tool.name}</h3>
      <p>{tool.description}</p>
    </SiteLink>
  );
}
