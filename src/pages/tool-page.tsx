import { useEffect, useMemo, type ComponentType } from 'react';
import { ContentSections } from '../components/content-sections';
import { RecommendedTools } from '../components/recommended-tools';
import type { ToolContent } from '../content/types';
import { useHostConfig, useShownTools, useToolHidden } from '../lib/host-config';
import type { Locale } from '../lib/locale';
import { useT } from '../lib/messages';
import { reportError, trackToolEvent } from '../lib/telemetry';
import { useHydrated } from '../lib/use-hydrated';
import { engineMessages } from '../lib/engine-text';
import { recommendedTools, toolCard, toolText, type ToolEntry } from '../tools/catalogue';
import type { ToolBodyProps } from '../tools/tool-body-props';
import { NotFoundPage } from './not-found-page';

/**
 * A body as the page renders it. Each entry's `body` takes that entry (`ToolBodyProps<kind>`), and the page only
 * ever renders a body with the entry it came from, so widening it to any entry is safe.
 */
type Body = ComponentType<ToolBodyProps>;

/** One promise per body loader: the 13 formatter entries share one loader, hence one chunk and one promise. */
const loadedBodies = new Map<ToolEntry['body'], Promise<Body>>();
function loadBody(tool: ToolEntry): Promise<Body> {
  let p = loadedBodies.get(tool.body);
  if (!p) {
    p = tool.body() as Promise<Body>;
    // A failed load (offline before the first visit, a new deploy's chunk names) is tried again next time.
    p.catch(() => loadedBodies.delete(tool.body));
    loadedBodies.set(tool.body, p);
  }
  return p;
}

export interface ToolPageData {
  content: ToolContent;
  /** The interactive body, or null when its chunk could not be loaded. */
  Body: Body | null;
}

/**
 * Loads a tool's static text and the messages of its screen in a language, and its interactive body (route
 * loader). All are ready before the page renders, so the prerenderer writes the body's HTML too, and the browser
 * hydrates that HTML in place: the page's first layout already has the tool in it, and nothing is inserted after
 * hydration.
 */
export async function loadToolPage(tool: ToolEntry, locale: Locale): Promise<ToolPageData> {
  const [content, Body] = await Promise.all([
    tool.content(locale).then((m) => m.content),
    loadBody(tool).catch((e: unknown) => {
      reportError(e, `Load tool: ${tool.title}`);
      return null;
    }),
    ...[tool.messages ?? []].flat().map((m) => m.load(locale)),
    engineMessages.load(locale),
  ]);
  return { content, Body };
}


/** The page of one tool: heading, intro, the interactive body, recommended tools and static text. */
export function ToolPage({ tool, data }: { tool: ToolEntry; data: ToolPageData }) {
  // A tool this host hides (config.json) is a page that does not exist.
  return useToolHidden(tool.id) ? <NotFoundPage /> : <ShownToolPage tool={tool} data={data} />;
}

function ShownToolPage({ tool, data: { content, Body } }: { tool: ToolEntry; data: ToolPageData }) {
  const t = useT();
  const text = toolText(tool, t);
  // The prerendered tool is on screen before its scripts run: its controls stay disabled until then, so nothing
  // typed or chosen meanwhile is lost or out of step with the tool's state (clicks would do nothing); and until
  // the host's settings are known, in case they hide this tool.
  const hydrated = useHydrated();
  const settled = useHostConfig((s) => s.settled);
  const started = hydrated && settled;
  const recommended = useShownTools(useMemo(() => recommendedTools(tool), [tool]));
  const cards = recommended.map((r) => toolCard(r, t));
  // The one place "Tool Opened" is sent: once per opening of a tool page, whatever the tool's kind.
  useEffect(() => trackToolEvent('Tool Opened', tool.title), [tool.title]);
  return (
    <article className="page tool-page">
      <header className="page-head">
        <h1>{text.title}</h1>
        <p className="lead">{text.intro}</p>
      </header>
      {Body ? (
        // Its message for a start-up that fails before the app runs (src/lib/tool-unavailable.ts) is in the page.
        <fieldset className="tool-body" disabled={!started} aria-busy={!started || undefined} data-unavailable={t('toolPage.unavailable')}>
          <Body tool={tool} key={tool.id} />
        </fieldset>
      ) : (
        <p className="tool-failed" role="alert">
          {t('toolPage.unavailable')}
        </p>
      )}
      <RecommendedTools tools={cards} />
      <ContentSections sections={content.sections} />
    </article>
  );
}
