import { Link } from '@tanstack/react-router';

/** What a card shows of a tool (a catalogue entry has these fields). */
export interface ToolCardData {
  path: string;
  name: string;
  description: string;
}

/** A card linking to a tool, with its description. */
export function ToolCard({ tool }: { tool: ToolCardData }) {
  return (
    <Link to={tool.path} className="card tool-card">
      <h3>{tool.name}</h3>
      <p>{tool.description}</p>
    </Link>
  );
}
