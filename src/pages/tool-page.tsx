import { lazy, startTransition, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { ContentSections } from '../components/content-sections';
import { RecommendedTools } from '../components/recommended-tools';
import type { ToolContent } from '../content/types';
import type { ToolBodyProps } from '../tools/tool-body-props';
import type { ToolCategory, ToolEntry } from '../tools/registry';

type BodyModule = { default: ComponentType<ToolBodyProps> };

/** Each tool family's interactive body is its own chunk, loaded when its page opens. */
const BODY_LOADERS: Record<string, () => Promise<BodyModule>> = {
  formatter: () => import('../tools/formatter/formatter-body').then((m) => ({ default: m.FormatterBody })),
  compare: () => import('../tools/compare/compare-body').then((m) => ({ default: m.CompareBody })),
  'test-data-generator': () => import('../tools/test-data-generator/test-data-body').then((m) => ({ default: m.TestDataBody })),
  'json-generator': () => import('../tools/json-generator/json-generator-body').then((m) => ({ default: m.JsonGeneratorBody })),
  'text-tool': () => import('../tools/text-tool/text-tool-body').then((m) => ({ default: m.TextToolBody })),
};

const bodyKey = (tool: ToolEntry): string =>
  (['formatter', 'compare'] as ToolCategory[]).includes(tool.category) ? tool.category : tool.id;

const lazyBodies = new Map<string, ComponentType<ToolBodyProps>>();
function bodyFor(tool: ToolEntry): ComponentType<ToolBodyProps> {
  const key = bodyKey(tool);
  let c = lazyBodies.get(key);
  if (!c) {
    c = lazy(BODY_LOADERS[key]);
    lazyBodies.set(key, c);
  }
  return c;
}

const CONTENT = import.meta.glob<{ content: ToolContent }>('../content/tools/*.ts');

/**
 * Loads a tool's static text (route loader, so it is in the prerendered HTML and ready before hydration); in the
 * browser it also starts fetching the tool's interactive body, so the body is ready when the page mounts.
 */
export async function loadToolContent(tool: ToolEntry): Promise<ToolContent> {
  if (typeof window !== 'undefined') void BODY_LOADERS[bodyKey(tool)]().catch(() => {});
  const load = CONTENT[`../content/tools/${tool.id}.ts`];
  return load ? (await load()).content : { sections: [] };
}

const BodyPlaceholder = ({ body }: { body: string }) => (
  <div className="tool-loading" role="status" data-body={body}>
    Loading the tool…
  </div>
);

/** The page of one tool: heading, intro, the interactive body, recommended tools and static text. */
export function ToolPage({ tool, content }: { tool: ToolEntry; content: ToolContent }) {
  const Body = useMemo(() => bodyFor(tool), [tool]);
  // The body is interactive only: the prerendered HTML (and so the hydrating render) shows the placeholder, and
  // the body replaces it after mount. Rendering the lazy body during hydration would make React discard the
  // server HTML, since renderToString cannot wait for it.
  const [mounted, setMounted] = useState(false);
  // In a transition, the body renders in slices that yield to the browser, not in one long task.
  useEffect(() => startTransition(() => setMounted(true)), []);
  return (
    <article className="page tool-page">
      <header className="page-head">
        <h1>{tool.title}</h1>
        <p className="lead">{tool.intro}</p>
      </header>
      {mounted ? (
        <Suspense fallback={<BodyPlaceholder body={bodyKey(tool)} />}>
          <Body tool={tool} key={tool.id} />
        </Suspense>
      ) : (
        <BodyPlaceholder body={bodyKey(tool)} />
      )}
      <RecommendedTools paths={tool.recommended} />
      <ContentSections sections={content.sections} />
    </article>
  );
}
