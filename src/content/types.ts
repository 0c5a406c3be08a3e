/** Static page text as data: rendered by the page components and prerendered into each route's HTML. */
export interface ContentItem {
  /** Bold lead-in or card title. */
  title?: string;
  text: string;
}

export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  /** Rendered as a list (or cards when `layout` is 'cards'). */
  items?: ContentItem[];
  layout?: 'list' | 'cards' | 'steps';
}

/** A tool's long static text: why it matters, features, how it works, best practices, uses. */
export interface ToolContent {
  sections: ContentSection[];
}
