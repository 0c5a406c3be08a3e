import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { ContentSections } from '../components/content-sections';
import { RecommendedTools } from '../components/recommended-tools';
import type { ToolContent } from '../content/types';
import { reportError, trackToolEvent } from '../lib/telemetry';
import { TOOL_UNAVAILABLE_MESSAGE } from '../lib/tool-unavailable';
import type { ToolBodyProps } from '../tools/tool-body-props';
import type { ToolCategory, ToolEntry } from '../tools/registry';

type Body = ComponentType<ToolBodyProps>;

/** Each tool family's interactive body is its own chunk, loaded with its page (route loader). */
const BODY_LOADERS: Record<string, () => Promise<Body>> = {
  formatter: () => import('../tools/formatter/formatter-body').then((m) => m.FormatterBody),
  compare: () => import('../tools/compare/compare-body').then((m) => m.CompareBody),
  'test-data-generator': () => import('../tools/test-data-generator/test-data-body').then((m) => m.TestDataBody),
  'json-generator': () => import('../tools/json-generator/json-generator-body').then((m) => m.JsonGeneratorBody),
  'text-tool': () => import('../tools/text-tool/text-tool-body').then((m) => m.TextToolBody),
};
const CONTENT = import.meta.glob<{ content: ToolContent }>('../content/tools/*.ts');

const bodyKey = (tool: ToolEntry): string =>
  (['formatter', 'compare'] as ToolCategory[]).includes(tool.category) ? tool.category : tool.id;

const loadedBodies = new Map<string, Promise<Body>>();
function loadBody(tool: ToolEntry): Promise<Body> {
  const key = bodyKey(tool);
  let p = loadedBodies.get(key);
  if (!p) {
    p = BODY_LOADERS[key]();
    // A failed load (offline before the first visit, a new deploy's chunk names) is tried again next time.
    p.catch(() => loadedBodies.delete(key));
    loadedBodies.set(key, p);
  }
  return p;
}

export interface ToolPageData {
  content: ToolContent;
  /** The interactive body, or null when its chunk could not be loaded. */
  Body: Body | null;
}

/**
 * Loads a tool's static text and its interactive body (route loader). Both are ready before the page renders, so
 * the prerenderer writes the body's HTML too, and the browser hydrates that HTML in place: the page's first
 * layout already has the tool in it, and nothing is inserted after hydration.
 */
export async function loadToolPage(tool: ToolEntry): Promise<ToolPageData> {
  const load = CONTENT[`../content/tools/${tool.id}.ts`];
  const [content, Body] = await Promise.all([
    load ? load().then((m) => m.content) : { sections: [] },
    loadBody(tool).catch((e: unknown) => {
      reportError(e, `Load tool: ${tool.title}`);
      return null;
    }),
  ]);
  return { content, Body };
}

const noSubscription = () => () => {};
/** False in the prerendered HTML and while the browser hydrates it; true once React runs the page. */
const useStarted = () => useSyncExternalStore(noSubscription, () => true, () => false);

/** The page of one tool: heading, intro, the interactive body, recommended tools and static text. */
export function ToolPage({ tool, data: { content, Body } }: { tool: ToolEntry; data: ToolPageData }) {
  // The prerendered tool is on screen before its scripts run: its controls stay disabled until then, so nothing
  // typed or chosen meanwhile is lost or out of step with the tool's state (clicks would do nothing).
  const started = useStarted();
  // The one place "Tool Opened" is sent: once per opening of a tool page, whatever the tool's kind.
  useEffect(() => trackToolEvent('Tool Opened', tool.title), [tool.title]);
  return (
    <article className="page tool-page">
      <header className="page-head">
        <h1>{tool.title}</h1>
        <p className="lead">{tool.intro}</p>
      </header>
      {Body ? (
        <fieldset className="tool-body" disabled={!started} aria-busy={!started || undefined}>
          <Body tool={tool} key={tool.id} />
        </fieldset>
      ) : (
        <p className="tool-failed" role="alert">
          {TOOL_UNAVAILABLE_MESSAGE}
        </p>
      )}
      <RecommendedTools paths={tool.recommended} />
      <ContentSections sections={content.sections} />
    </article>
  );
}
