import { Document as SlimDocument, type Node as SlimNode } from 'slimdom';
import { CDATA, COMMENT, END, PI, SELF_CLOSING, START, TEXT } from '../format/languages/xml';
import { XMLNS_URI, attributesOf, decodeText, tagName, type XmlIndex } from './xml-index';

/**
 * The DOM fontoxpath evaluates XPath 3.1 on, built with slimdom from our own scan of the document (so it holds
 * the same nodes libxml2 builds: whitespace text kept, CDATA sections apart). Every node, attributes included,
 * carries `__order`, its position in document order (fontoxpath compares and merges by it instead of walking
 * sibling lists, see scripts/fontoxpath-patch.ts), and an element `__ord`, its ordinal in the index, from which
 * paths and lines come.
 */
export interface Stamped {
  __order: number;
  __ord?: number;
}

/** Builds the slimdom document of `index`. */
export function buildDom(index: XmlIndex): SlimDocument {
  const { text, tokens, entities } = index;
  const { kind, start, end, flags, count } = tokens;
  const doc = new SlimDocument();
  let order = 0;
  const stamp = <T extends SlimNode>(n: T, ord?: number): T => {
    const s = n as unknown as Stamped;
    s.__order = order++;
    if (ord !== undefined) s.__ord = ord;
    return n;
  };
  stamp(doc);
  const parents: SlimNode[] = [doc];
  let ord = 0;
  let prevEnd = -1;
  for (let k = 0; k < count; k++) {
    const kd = kind[k];
    const parent = parents[parents.length - 1];
    // A gap between two tokens inside an element is whitespace the formatter drops; XPath sees it as a text node.
    if (parents.length > 1 && prevEnd >= 0 && start[k] > prevEnd && kd !== TEXT) {
      parent.appendChild(stamp(doc.createTextNode(decodeText(text, prevEnd, start[k], entities))));
    }
    prevEnd = end[k];
    if (kd === START) {
      const name = tagName(text, start[k] + 1);
      const el = stamp(doc.createElementNS(index.elemNs[ord] || null, name), ord);
      for (const a of attributesOf(text, start[k], end[k])) {
        if (a.name === 'xmlns' || a.name.startsWith('xmlns:')) continue;
        const c = a.name.indexOf(':');
        const ns = c > 0 ? index.namespaceOf(ord, a.name.slice(0, c)) : '';
        const uri = ns === XMLNS_URI ? null : ns || null;
        el.setAttributeNS(uri, a.name, decodeText(text, a.valueStart, a.valueEnd, entities, true));
        // Attributes come after their element and before its children in document order.
        stamp(el.getAttributeNodeNS(uri, c > 0 ? a.name.slice(c + 1) : a.name)!);
      }
      parent.appendChild(el);
      ord++;
      if (!(flags[k] & SELF_CLOSING)) parents.push(el);
    } else if (kd === END) {
      parents.pop();
    } else if (kd === TEXT && parents.length > 1) {
      parent.appendChild(stamp(doc.createTextNode(decodeText(text, start[k], end[k], entities))));
    } else if (kd === CDATA) {
      parent.appendChild(stamp(doc.createCDATASection(text.slice(start[k] + 9, end[k] - 3).replace(/\r\n?/g, '\n'))));
    } else if (kd === COMMENT) {
      parent.appendChild(stamp(doc.createComment(text.slice(start[k] + 4, end[k] - 3).replace(/\r\n?/g, '\n'))));
    } else if (kd === PI) {
      const body = text.slice(start[k] + 2, end[k] - 2);
      const target = /^[^\s]+/.exec(body)![0];
      parent.appendChild(stamp(doc.createProcessingInstruction(target, body.slice(target.length).replace(/^\s+/, '').replace(/\r\n?/g, '\n'))));
    }
  }
  return doc;
}
