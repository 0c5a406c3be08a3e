import { Link } from '@tanstack/react-router';
import type { ToolEntry } from '../tools/registry';

/** A card linking to a tool, with its description. */
export function ToolCard({ tool }: { tool: ToolEntry }) {
  return (
    <Link to={tool.path} className="card tool-card">
      <h3>{tool.name}</h3>
      <p>{tool.description}</p>
    </Link>
  );
}
