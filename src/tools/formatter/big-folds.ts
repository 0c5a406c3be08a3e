/**
 * Which rows of a big file's formatted output may open a node (a fold toggle), judged from their text: the worker
 * then says where the node ends (its view's foldEnd), or that it opens none. The folds themselves are the result
 * views' one fold model (src/lib/fold-model.ts).
 */

/**
 * True when a row may open a node, judged from its text alone (the worker's foldEnd then says where it ends, or
 * that it opens none): in JSON a line ending in `{` or `[`; in XML a line holding just a start tag. A row cut for
 * length may open one whatever its visible text.
 */
export function mayOpenNode(languageId: string, text: string, cut: boolean): boolean {
  if (cut) return true;
  const t = text.trim();
  if (languageId === 'xml') {
    return t.startsWith('<') && t.endsWith('>') && !t.endsWith('/>') && !/^<[/?!]/.test(t) && !t.includes('</');
  }
  return t.endsWith('{') || t.endsWith('[');
}
