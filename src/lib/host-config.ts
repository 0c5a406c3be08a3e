import { useMemo } from 'react';
import { create } from 'zustand';
import { withBase } from './base-path';
import { CONTACT_EMAIL } from './site-config';

/**
 * Host settings without a rebuild: an optional `config.json` beside index.html (README "Host settings", its JSON
 * Schema deploy/config.schema.json), e.g. `{"hideTools": ["json-generator"], "contactEmail": "devtools@corp.example",
 * "homeNotice": "Internal mirror."}`. A missing file changes nothing; an invalid one is ignored as a whole, with a
 * console warning naming every problem, and the site works as built.
 *
 * The prerendered pages are the same for every host, so the settings apply right after the page has hydrated:
 * until they have arrived (or are known to be absent) a tool's controls stay disabled, so a tool this host hides
 * is never usable, not even for that moment.
 */

/** The file's name, beside index.html (under the base path). */
export const HOST_CONFIG_FILE = 'config.json';

/** What the settings change. */
export interface HostConfig {
  /** Tool ids (a tool's path without its slash) gone from menus, home, search and recommendations; their pages show the 404 page. */
  hideTools: readonly string[];
  /** The contact address shown in the footer and used by the feedback form. */
  contactEmail: string;
  /** One paragraph on the home page. */
  homeNotice: string | null;
}

export const DEFAULT_HOST_CONFIG: HostConfig = { hideTools: [], contactEmail: CONTACT_EMAIL, homeNotice: null };

/** The address pattern of `contactEmail` (also in the schema): no character that would change a mailto: link. */
export const CONTACT_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;
export const CONTACT_EMAIL_MAX = 254;
export const HOME_NOTICE_MAX = 500;
const KEYS = new Set(['$schema', 'hideTools', 'contactEmail', 'homeNotice']);

/**
 * Checks a parsed config.json against the schema's rules and the tools of this site. Returns the settings, or every
 * problem found (the file is then ignored as a whole: half of an operator's intent is worse than none).
 */
export function parseHostConfig(value: unknown, toolIds: readonly string[]): { config: HostConfig } | { problems: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problems: ['it is not a JSON object'] };
  const problems: string[] = [];
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) if (!KEYS.has(key)) problems.push(`"${key}" is not a setting (${[...KEYS].slice(1).join(', ')})`);
  const config: HostConfig = { ...DEFAULT_HOST_CONFIG };
  if ('hideTools' in v) {
    const ids = v.hideTools;
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) problems.push('"hideTools" must be a list of tool ids');
    else {
      const known = new Set(toolIds);
      for (const id of ids as string[]) if (!known.has(id)) problems.push(`"hideTools": "${id}" is not a tool of this site`);
      if (new Set(ids).size !== ids.length) problems.push('"hideTools" names a tool twice');
      config.hideTools = ids as string[];
    }
  }
  if ('contactEmail' in v) {
    const email = v.contactEmail;
    if (typeof email !== 'string' || email.length > CONTACT_EMAIL_MAX || !CONTACT_EMAIL_PATTERN.test(email)) {
      problems.push('"contactEmail" must be an email address such as devtools@corp.example');
    } else config.contactEmail = email;
  }
  if ('homeNotice' in v) {
    const notice = v.homeNotice;
    if (typeof notice !== 'string' || !notice.trim() || notice.length > HOME_NOTICE_MAX) {
      problems.push(`"homeNotice" must be a text of 1 to ${HOME_NOTICE_MAX} characters`);
    } else config.homeNotice = notice;
  }
  return problems.length ? { problems } : { config };
}

/** What the server answered for config.json. */
export type HostConfigFile = { kind: 'missing' } | { kind: 'json'; value: unknown } | { kind: 'unreadable'; reason: string };

/** Reads the response to the config.json request. */
export async function readHostConfigResponse(response: Response): Promise<HostConfigFile> {
  if (!response.ok) return { kind: 'missing' };
  // A host that answers every unknown path with a page (a single-page-app fallback) has no config.json.
  if ((response.headers.get('content-type') ?? '').includes('text/html')) return { kind: 'missing' };
  const text = await response.text();
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch (e) {
    return { kind: 'unreadable', reason: `it is not valid JSON (${(e as Error).message})` };
  }
}

let request: Promise<HostConfigFile> | null = null;

/** Fetches config.json, once per page load (main.tsx starts it early, so it arrives while the app loads). */
export function requestHostConfig(): Promise<HostConfigFile> {
  request ??= fetch(withBase(HOST_CONFIG_FILE), { cache: 'no-cache', credentials: 'same-origin' })
    .then(readHostConfigResponse)
    // No connection and no copy in the service worker's cache: the site as built.
    .catch((): HostConfigFile => ({ kind: 'missing' }));
  return request;
}

interface HostConfigState extends HostConfig {
  /** True once config.json has been read, found absent or ignored (or after SETTLE_MS without an answer). */
  settled: boolean;
}

/** The settings in force; the defaults (and `settled: false`) while prerendering and hydrating. */
export const useHostConfig = create<HostConfigState>(() => ({ ...DEFAULT_HOST_CONFIG, settled: false }));

/** A server that does not answer within this time does not hold the tools back any longer. */
const SETTLE_MS = 3_000;

/**
 * Applies config.json to the page (called once the app has hydrated, so the first render matches the prerendered
 * HTML). `toolIds` are the site's tools, which `hideTools` must name.
 */
export async function applyHostConfig(toolIds: readonly string[]): Promise<void> {
  const timer = setTimeout(() => useHostConfig.setState({ settled: true }), SETTLE_MS);
  const file = await requestHostConfig();
  clearTimeout(timer);
  if (file.kind === 'json') {
    const parsed = parseHostConfig(file.value, toolIds);
    if ('config' in parsed) {
      useHostConfig.setState({ ...parsed.config, settled: true });
      return;
    }
    console.warn(`DevToolbox: ${withBase(HOST_CONFIG_FILE)} is ignored: ${parsed.problems.join('; ')}.`);
  } else if (file.kind === 'unreadable') {
    console.warn(`DevToolbox: ${withBase(HOST_CONFIG_FILE)} is ignored: ${file.reason}.`);
  }
  useHostConfig.setState({ settled: true });
}

/** The tools of `tools` this host shows: all but those config.json hides. */
export function useShownTools<T extends { id: string }>(tools: readonly T[]): readonly T[] {
  const hidden = useHostConfig((s) => s.hideTools);
  return useMemo(() => (hidden.length ? tools.filter((t) => !hidden.includes(t.id)) : tools), [tools, hidden]);
}

/** Whether config.json hides the tool `id`. */
export const useToolHidden = (id: string): boolean => useHostConfig((s) => s.hideTools.includes(id));
