import type { Plugin } from 'vite';

/**
 * Two build-time patches of fontoxpath 3.34 for large documents; each inserts a few lines, the rest of fontoxpath
 * is untouched, and the build fails when the file no longer has the expected text.
 *
 * 1. Document order. fontoxpath compares two nodes through their ancestors and then scans the common parent's
 *    child list for whichever comes first: a scan of every sibling per comparison (258 s for `count(//tag)` on the
 *    10 MB bench document). Our DOM (workers/xml/xpath-dom.ts) stamps every node with its position in document
 *    order (`__order`); the comparison uses it when both nodes carry one.
 * 2. Merging a step's results over many context nodes (`//tag`, `//person/@id ! string()`). fontoxpath merges the
 *    per-context sequences with a sorted array of iterators, shifting its head and splicing each iterator back in:
 *    two moves of the whole array per item, quadratic in the number of context nodes (minutes for
 *    `count(//tag ! string())` on the bench document). When every item of every sequence is a node stamped with
 *    `__order`, the patch reads them all and sorts them once by it (duplicates are dropped by fontoxpath's own
 *    check after); otherwise the sequences are handed back to fontoxpath's merge unchanged.
 */
const FILE = /[\\/]fontoxpath[\\/]dist[\\/]fontoxpath\.esm\.js$/;

/** Each patch: the text it is anchored to (exactly once in the file), where in it the insertion goes, and what. */
const PATCHES: { anchor: string; at: number; insert: string }[] = [
  { anchor: 'c=c.node;e=d.node;if(c===e)return 0;', at: 36, insert: 'if(c.__order!==void 0&&e.__order!==void 0)return c.__order<e.__order?-1:1;' },
  {
    anchor: 'function Mi(a,b){',
    at: 0,
    insert:
      'function Mi$order(c){const all=[],lists=[];let stamped=!0;for(const h of c){const l=[];for(let r=h.current;!r.done;r=h.next(0)){l.push(r);' +
      'stamped&&=v(r.value.type,53)&&!r.value.value.F&&r.value.value.node.__order!==void 0;stamped&&all.push(r)}lists.push(l)}' +
      'c.length=0;if(stamped){all.sort((x,y)=>x.value.value.node.__order-y.value.value.node.__order);let i=0;all.length&&c.push({current:all[0],next:()=>all[++i]??p});return}' +
      'for(const l of lists){let i=0;c.push({current:l[0],next:()=>l[++i]??p})}}',
  },
  { anchor: 'next:()=>{e||(e=!0,c.every(h=>v(h.current.value.type,53))', at: 10, insert: 'e||Mi$order(c);' },
];

/** Returns fontoxpath.esm.js with the patches applied; throws when an expected text is not there exactly once. */
export function patchFontoxpath(code: string): string {
  let out = code;
  for (const { anchor, at, insert } of PATCHES) {
    const i = out.indexOf(anchor);
    if (i < 0 || out.indexOf(anchor, i + 1) >= 0) throw new Error('fontoxpath: fontoxpath.esm.js is not the version this patch was written for (see scripts/fontoxpath-patch.ts)');
    out = out.slice(0, i + at) + insert + out.slice(i + at);
  }
  return out;
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
