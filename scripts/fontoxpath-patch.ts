import type { Plugin } from 'vite';

/**
 * fontoxpath 3.34 puts nodes in document order by comparing two nodes through their ancestors and then scanning
 * the common parent's child list for whichever comes first. Merging the results of a step over many context nodes
 * (`//tag`, `//person/@id`) makes that a scan of every sibling per comparison: 258 s for `count(//tag)` on the
 * 10 MB bench document. Our DOM (workers/xml/xpath-dom.ts) stamps every node with its position in document order
 * (`__order`); this build-time patch makes the comparison use it when both nodes carry one (one line inserted, the
 * rest of fontoxpath untouched), and fails the build when the file no longer has the expected text.
 */
const FILE = /[\\/]fontoxpath[\\/]dist[\\/]fontoxpath\.esm\.js$/;
const ANCHOR = 'c=c.node;e=d.node;if(c===e)return 0;';
const INSERT = 'if(c.__order!==void 0&&e.__order!==void 0)return c.__order<e.__order?-1:1;';

/** Returns fontoxpath.esm.js with the comparison patched; throws when the expected text is not there exactly once. */
export function patchFontoxpath(code: string): string {
  const at = code.indexOf(ANCHOR);
  if (at < 0 || code.indexOf(ANCHOR, at + 1) >= 0) throw new Error('fontoxpath: fontoxpath.esm.js is not the version this patch was written for (see scripts/fontoxpath-patch.ts)');
  const end = at + ANCHOR.length;
  return code.slice(0, end) + INSERT + code.slice(end);
}

/** The Vite plugin (main, worker, test and command-line builds). */
export function fontoxpathPatch(): Plugin {
  return {
    name: 'fontoxpath-patch',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0])) return null;
      return { code: patchFontoxpath(code), map: null };
    },
  };
}
