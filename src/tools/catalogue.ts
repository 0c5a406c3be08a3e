import { tools as compare } from './compare';
import { tools as converter } from './converter';
import { tools as formatter } from './formatter';
import { tools as jsonGenerator } from './json-generator';
import { tools as jsonQuery } from './json-query';
import { tools as xpathTester } from './xpath-tester';
import { tools as xmlSchemaValidator } from './xml-schema-validator';
import { tools as jsonSchemaValidator } from './json-schema-validator';
import { tools as testDataGenerator } from './test-data-generator';
import { tools as textTool } from './text-tool';
import { tools as types } from './types';
import type { Translate } from '../lib/i18n';
import type { MessageKey } from '../lib/messages';
import type { ToolEntry as AnyEntry, ToolKind } from './tool-entry';

/**
 * The catalogue: every tool folder once, in the order of the footer and the quick links. Routes, menus, footer,
 * home cards, About's directory, the 404 links, search, sitemap, prerendering and page metadata all derive from it.
 * A new tool folder is one import and one name here.
 */
const FOLDERS = [testDataGenerator, jsonGenerator, formatter, compare, converter, types, textTool, jsonSchemaValidator, jsonQuery, xpathTester, xmlSchemaValidator] as const;

/** The id of every tool, as a literal union: `recommended`, the footer and the 404 links are checked against it. */
export type ToolId = (typeof FOLDERS)[number][number]['id'];

/** A catalogue entry, with its id as one of the catalogue's (its path a route of the router). */
export type ToolEntry<K extends ToolKind = ToolKind> = AnyEntry<K, ToolId>;

export const TOOLS: readonly ToolEntry[] = FOLDERS.flatMap((tools): readonly ToolEntry[] => tools);

const byId = new Map<string, ToolEntry>(TOOLS.map((t) => [t.id, t]));

export const toolById = (id: ToolId): ToolEntry => byId.get(id)!;

/** The tools a tool's page recommends (catalogue.test.ts checks that every id names one). */
export const recommendedTools = (tool: AnyEntry): ToolEntry[] => tool.recommended.map((id) => byId.get(id)!);

/** The tool at `path`, if any. */
export const toolByPath = (path: string): ToolEntry | undefined => (path.startsWith('/') ? byId.get(path.slice(1)) : undefined);

export const toolsOfKind = <K extends ToolKind>(kind: K): ToolEntry<K>[] => TOOLS.filter((t): t is ToolEntry<K> => t.kind === kind);

/** The card sections of the home page. */
export type HomeSectionId = 'data' | 'formatters' | 'compare' | 'convert';

/**
 * How each kind is shown: whether the header has a menu for it, and the home page section of its cards. Its group's
 * label (header menu, mobile menu, About's directory) is the message `kind.<kind>`.
 */
export const KINDS: Record<ToolKind, { inHeader: boolean; homeSection: HomeSectionId }> = {
  generator: { inHeader: true, homeSection: 'data' },
  formatter: { inHeader: true, homeSection: 'formatters' },
  compare: { inHeader: true, homeSection: 'compare' },
  converter: { inHeader: true, homeSection: 'convert' },
  types: { inHeader: true, homeSection: 'convert' },
  utility: { inHeader: false, homeSection: 'compare' },
};

/** The message of a kind's group label ("Formatter Tools"). */
export const kindLabel = (kind: ToolKind) => `kind.${kind}` as const satisfies MessageKey;

export interface ToolGroup {
  kind: ToolKind;
  tools: readonly ToolEntry[];
}

/** Every kind with its tools, in the order of `KINDS` (About's directory). */
export const TOOL_GROUPS: readonly ToolGroup[] = (Object.keys(KINDS) as ToolKind[]).map((kind) => ({ kind, tools: toolsOfKind(kind) }));

/** The header's dropdowns (Data Tools, Formatter Tools, Compare Tools, Convert Tools, Types & Schemas). */
export const MENU_GROUPS: readonly ToolGroup[] = TOOL_GROUPS.filter((g) => KINDS[g.kind].inHeader);

/** What a page shows of a tool, in its language. */
export interface ToolText {
  /** Short label for menus and cards. */
  name: string;
  /** Heading and page-title base. */
  title: string;
  /** Meta description and card text. */
  description: string;
  /** One-paragraph intro under the heading. */
  intro: string;
  keywords: string[];
}

/**
 * A tool's texts in the language of `t`: messages named after its id (`tool.json-formatter.name`, `….title`,
 * `….description`, `….intro`, `….keywords`, the keywords as one comma-separated list); a tool whose messages are
 * missing fails the type-check.
 */
export function toolText(tool: ToolEntry, t: Translate<MessageKey>): Readonly<ToolText> {
  const id = tool.id;
  // Each read when asked for: a page carries only the messages it shows (src/lib/i18n.ts, seedPageMessages), and a
  // menu shows the names of all tools, not their intros.
  return {
    get name() {
      return t(`tool.${id}.name`);
    },
    get title() {
      return t(`tool.${id}.title`);
    },
    get description() {
      return t(`tool.${id}.description`);
    },
    get intro() {
      return t(`tool.${id}.intro`);
    },
    get keywords() {
      return t(`tool.${id}.keywords`).split(/\s*,\s*/);
    },
  };
}

/** What a card shows of a tool (ToolCard): its path, name and description in the language of `t`. */
export function toolCard(tool: ToolEntry, t: Translate<MessageKey>): { path: string; name: string; description: string } {
  const text = toolText(tool, t);
  return { path: tool.path, name: text.name, description: text.description };
}

/** Popular tools linked from the 404 page: XML and JSON formatter and compare. */
export const POPULAR_TOOL_IDS: readonly ToolId[] = ['json-formatter', 'xml-formatter', 'json-compare', 'xml-compare'];

/** Most used tools in the footer. */
export const MOST_USED_TOOL_IDS: readonly ToolId[] = ['json-formatter', 'xml-formatter', 'json-compare', 'test-data-generator', 'json-generator'];

/** Case-insensitive search over name, title, description and keywords in the language of `t`; every word must match. */
export function searchTools(query: string, t: Translate<MessageKey>): ToolEntry[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return TOOLS.filter((tool) => {
    const { name, title, description, keywords } = toolText(tool, t);
    const hay = [name, title, description, ...keywords].join(' ').toLocaleLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
