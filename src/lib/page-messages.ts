import { loadPageMessageFiles, PAGE_MESSAGES_ID, type PageMessages } from './i18n';

/**
 * A prerendered page's own messages (see `seedPageMessages` in i18n.ts) as the prerenderer writes them into the
 * page: a JSON data block, which the browser does not execute (the Content-Security-Policy's script rules do not
 * apply to it). `<` is escaped so no message can end the block.
 */
export const pageMessagesHtml = (messages: PageMessages): string =>
  `<script type="application/json" id="${PAGE_MESSAGES_ID}">${JSON.stringify(messages).replace(/</g, '\\u003c')}</script>`;

/** The messages a prerendered page carries, or null (a page without them, or a block that does not parse). */
export function pageMessagesIn(doc: Pick<Document, 'getElementById'>): PageMessages | null {
  const text = doc.getElementById(PAGE_MESSAGES_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as PageMessages) : null;
  } catch {
    return null;
  }
}

/**
 * What counts as the visitor's first input: a press, a key, a paste or a drop (what a compare screen's worker
 * warm-up waits for, in use-worker-task.ts), and also focus, a file dragged over the page (so a refusal of a dropped
 * file finds its message there) and any change of a control (assistive technology and autofill may change one
 * without a key or a pointer).
 */
export const FIRST_INPUTS = ['pointerdown', 'keydown', 'focusin', 'paste', 'dragenter', 'drop', 'input', 'change'] as const;

/**
 * Loads the whole message files of the page's scopes on the visitor's first input: what the screens show next
 * (menus, results, failures, notes) is rarely among what the page carried.
 */
export function loadPageMessageFilesOnFirstInput(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): void {
  const load = () => {
    for (const type of FIRST_INPUTS) target.removeEventListener(type, load, true);
    void loadPageMessageFiles();
  };
  for (const type of FIRST_INPUTS) target.addEventListener(type, load, { capture: true, passive: true });
}
