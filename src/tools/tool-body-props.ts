import type { ToolEntry, ToolKind } from './tool-entry';

/**
 * Props every tool body receives: its catalogue entry, of the body's kind (a formatter's has its `language`).
 * The route renders heading, intro, recommended tools and static text.
 */
export interface ToolBodyProps<K extends ToolKind = ToolKind> {
  tool: ToolEntry<K>;
}
