import type { ToolEntry } from './registry';

/** Props every tool body receives; the route renders heading, intro, recommended tools and static text. */
export interface ToolBodyProps {
  tool: ToolEntry;
}
