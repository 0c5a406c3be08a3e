import { fail, ok, withCode, type EngineError, type Result } from '../../shared/result';
import { positionAt } from '../../shared/position';
import { decodeOutput, describeChar, grow, writeNonAscii } from '../json-scanner';
import { resized } from '../../shared/typed-arrays';

/*
 * Layout rules, taken from libxml2 (what `xmllint --format` runs):
 * - Parsing with blanks removed: a whitespace-only text run inside an element is dropped when markup follows it,
 *   unless it is the element's whole content, the element's first or last child so far is text, or
 *   xml:space="preserve" is in effect (parser.c areBlanks, without a DTD).
 * - Saving with format: an element whose children include text or CDATA is written with its whole subtree inline;
 *   otherwise each child element, comment and PI goes on its own line, indented 2 spaces per level but never
 *   more than 60 spaces (xmlsave.c MAX_INDENT). An element without children is written `<a/>`.
 * - Each top-level node ends with a newline.
 * Unlike xmllint, every token keeps its text: attribute quotes and values, entity and character references,
 * the XML declaration and the DOCTYPE are copied as written; only whitespace changes (inside tags it is
 * collapsed to one space between attributes, as xmllint does).
 */

/** Token kinds. */
export const START = 0;
export const END = 1;
export const TEXT = 2;
export const CDATA = 3;
export const COMMENT = 4;
export const PI = 5;
export const DOCTYPE = 6;
export const XMLDECL = 7;

/** START flags. */
export const HAS_CHILDREN = 1;
export const MIXED = 2;
export const SELF_CLOSING = 4;

/** No child yet (XmlScanState.firstChild). */
export const NONE = 255;
/** Indentation stops growing at this depth (xmllint writes at most 60 spaces). */
export const MAX_INDENT_LEVELS = 30;

/**
 * A syntax error at `pos`. `atEnd`: found at the end of the text scanned, so more text could make it go away.
 * `linePos`: the position whose line number stands for LINE_MARK in the message, or −1.
 */
export class XmlError {
  readonly message: string;
  readonly code: string;
  readonly values: Record<string, string> | undefined;
  constructor(
    m: XmlMessage,
    readonly pos: number,
    readonly atEnd = false,
    readonly linePos = -1,
  ) {
    this.message = m.message;
    this.code = m.code;
    this.values = m.values;
  }
}

/**
 * A syntax error's message: its fixed code, its English text (libxml2's words, what the command line prints) and
 * the values of its arguments, with which a page shows it in its own language (src/messages/engine/<locale>.json).
 */
export interface XmlMessage {
  code: string;
  message: string;
  values?: Record<string, string>;
}

const message = (code: string, text: string, values?: Record<string, string>): XmlMessage => (values ? { code, message: text, values } : { code, message: text });

/** Where an invalid character was found, as the messages name it, and its key in the messages' `where` select. */
const PLACES = {
  content: 'content',
  'attribute value': 'attribute',
  comment: 'comment',
  'CDATA section': 'cdata',
  'processing instruction': 'pi',
  DOCTYPE: 'doctype',
} as const;
type Place = keyof typeof PLACES;

/** The messages of XML syntax errors (libxml2's wording, as xmllint prints them). */
export const XML_MESSAGES = {
  prematureEnd: message('xml-premature-end', 'Premature end of data'),
  invalidChar: (found: string, where: Place) => message('xml-invalid-char', `Invalid character ${found} in ${where}`, { found, where: PLACES[where] }),
  charRefValue: (hex: boolean) => message('xml-char-ref-value', `CharRef: invalid ${hex ? 'hexadecimal' : 'decimal'} value`, { base: hex ? 'hex' : 'decimal' }),
  charRef: (ref: string) => message('xml-char-ref', `Invalid character reference ${ref}`, { ref }),
  entityNoName: message('xml-entity-no-name', "EntityRef: no name after '&' (write '&amp;' for a literal '&')"),
  entitySemicolon: message('xml-entity-semicolon', "EntityRef: expecting ';'"),
  entityUndefined: (name: string) => message('xml-entity-undefined', `Entity '${name}' not defined`, { name }),
  doctypeSpace: message('xml-doctype-space', 'Space required after <!DOCTYPE'),
  doctypeName: message('xml-doctype-name', 'DOCTYPE: invalid root element name'),
  doctypeEnd: message('xml-doctype-end', 'DOCTYPE not terminated'),
  extraContent: message('xml-extra-content', 'Extra content at the end of the document'),
  startTagExpected: message('xml-start-tag-expected', "Start tag expected, '<' not found"),
  cdataEndInContent: message('xml-cdata-end-in-content', "Sequence ']]>' not allowed in content"),
  tagMismatch: (open: string, found: string) => message('xml-tag-mismatch', `Opening and ending tag mismatch: ${open} line ${LINE_MARK} and ${found}`, { open, tagLine: LINE_MARK, found }),
  endTagEnd: message('xml-end-tag-end', 'Premature end of data in end tag'),
  endTagExpected: message('xml-end-tag-expected', "EndTag: expected '>'"),
  commentEnd: message('xml-comment-end', 'Comment not terminated'),
  commentHyphens: message('xml-comment-hyphens', 'Double hyphen within comment'),
  cdataEnd: message('xml-cdata-end', 'CData section not finished'),
  doctypeOnce: message('xml-doctype-once', 'DOCTYPE is only allowed once, before the root element'),
  markup: message('xml-markup', "Invalid markup after '<!'"),
  piTarget: message('xml-pi-target', 'ParsePI: PI target expected'),
  piEnd: (target: string) => message('xml-pi-end', `ParsePI: PI ${target} never ends`, { target }),
  piSpace: (target: string) => message('xml-pi-space', `ParsePI: PI ${target} space expected`, { target }),
  declarationStart: message('xml-declaration-start', 'XML declaration allowed only at the start of the document'),
  declarationVersion: message('xml-declaration-version', 'Malformed declaration expecting version'),
  elementName: message('xml-element-name', 'StartTag: invalid element name'),
  attributeSpace: message('xml-attribute-space', 'Expected whitespace between attributes'),
  startTagUnexpected: (name: string, found: string) => message('xml-start-tag-unexpected', `Couldn't find end of Start Tag ${name}: unexpected ${found}`, { name, found }),
  attributeValue: (attribute: string) => message('xml-attribute-value', `Specification mandates value for attribute ${attribute}`, { attribute }),
  attributeQuote: message('xml-attribute-quote', 'AttValue: " or \' expected'),
  attributeEnd: message('xml-attribute-end', 'Unterminated attribute value'),
  attributeLt: message('xml-attribute-lt', "Unescaped '<' not allowed in attributes values"),
  attributeRedefined: (attribute: string) => message('xml-attribute-redefined', `Attribute ${attribute} redefined`, { attribute }),
  startTagEnd: (name: string) => message('xml-start-tag-end', `Couldn't find end of Start Tag ${name}`, { name }),
  prematureEndInTag: (name: string) => message('xml-premature-end-in-tag', `Premature end of data in tag ${name} line ${LINE_MARK}`, { name, tagLine: LINE_MARK }),
  empty: message('xml-empty', 'Document is empty'),
  rootMissing: message('xml-root-missing', 'Start tag expected, root element missing'),
} as const;

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

function isNameStart(c: number): boolean {
  if (c < 0x80) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58;
  return (
    (c >= 0xc0 && c <= 0xd6) ||
    (c >= 0xd8 && c <= 0xf6) ||
    (c >= 0xf8 && c <= 0x2ff) ||
    (c >= 0x370 && c <= 0x37d) ||
    (c >= 0x37f && c <= 0x1fff) ||
    c === 0x200c ||
    c === 0x200d ||
    (c >= 0x2070 && c <= 0x218f) ||
    (c >= 0x2c00 && c <= 0x2fef) ||
    (c >= 0x3001 && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfdcf) ||
    (c >= 0xfdf0 && c <= 0xfffd)
  );
}

function isNameChar(c: number): boolean {
  if (c < 0x80) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 58 || c === 45 || c === 46;
  }
  return isNameStart(c) || c === 0xb7 || (c >= 0x300 && c <= 0x36f) || c === 0x203f || c === 0x2040;
}

/** ASCII name characters: 1 = may continue a Name, 3 = may also start one. */
const ASCII_NAME = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_NAME[c] = isNameStart(c) ? 3 : isNameChar(c) ? 1 : 0;

/** Length of the astral character (U+10000–U+EFFFF, allowed in names) at `i`: 2, or 0 when there is none. */
function astralNameChar(code: string, i: number, c: number): number {
  if (c < 0xd800 || c > 0xdb7f) return 0;
  const d = code.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? 2 : 0;
}

/**
 * End of the Name at `i` when it is ASCII and followed by an ASCII character or the text's end; else −1 (then
 * scanName decides). Small enough to be inlined where tags are scanned, unlike scanName.
 */
function asciiNameEnd(code: string, i: number): number {
  let c = code.charCodeAt(i);
  if (!(c < 128) || ASCII_NAME[c] !== 3) return -1;
  let p = i + 1;
  for (;;) {
    c = code.charCodeAt(p);
    if (c < 128) {
      if (ASCII_NAME[c] === 0) return p;
      p++;
    } else return c === c ? -1 : p;
  }
}

/** End of the Name at `i`, or `i` when there is none. */
function scanName(code: string, i: number): number {
  const n = code.length;
  let c = code.charCodeAt(i);
  let p = i + 1;
  if (c < 128) {
    if (ASCII_NAME[c] !== 3) return i;
  } else if (!(i < n && isNameStart(c))) {
    const astral = astralNameChar(code, i, c);
    if (astral === 0) return i;
    p = i + astral;
  }
  for (;;) {
    c = code.charCodeAt(p);
    if (c < 128) {
      if (ASCII_NAME[c] === 0) return p;
      p++;
    } else if (p < n && isNameChar(c)) {
      p++;
    } else {
      const astral = astralNameChar(code, p, c);
      if (astral === 0) return p;
      p += astral;
    }
  }
}

/** True when the code unit at `i` belongs to an XML Char (surrogates only as a valid pair). */
function isXmlChar(code: string, i: number, c: number): boolean {
  if (c >= 0x20) {
    if (c < 0xd800) return true;
    if (c <= 0xdbff) {
      const d = code.charCodeAt(i + 1);
      return d >= 0xdc00 && d <= 0xdfff;
    }
    if (c <= 0xdfff) {
      const b = code.charCodeAt(i - 1);
      return b >= 0xd800 && b <= 0xdbff;
    }
    return c !== 0xfffe && c !== 0xffff;
  }
  return c === 9 || c === 10 || c === 13;
}

function charError(code: string, i: number, where: Place): XmlError {
  return i >= code.length
    ? new XmlError(XML_MESSAGES.prematureEnd, i)
    : new XmlError(XML_MESSAGES.invalidChar(describeChar(code, i), where), i);
}

/** Throws at the first code unit in [from, to) that is not an XML Char (checked only below 0x20 and from 0xD800). */
function checkXmlChars(code: string, from: number, to: number, where: Place): void {
  for (let p = from; p < to; p++) {
    const d = code.charCodeAt(p);
    if ((d < 0x20 || d >= 0xd800) && !isXmlChar(code, p, d)) throw charError(code, p, where);
  }
}

function sameText(code: string, a: number, b: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (code.charCodeAt(a + k) !== code.charCodeAt(b + k)) return false;
  return true;
}

const PREDEFINED = new Set(['lt', 'gt', 'amp', 'apos', 'quot']);

/** Checks the reference starting at the '&' at `i`; returns the index after its ';'. */
function scanReference(code: string, i: number, declared: Set<string> | null): number {
  let p = i + 1;
  if (code.charCodeAt(p) === 35) {
    p++;
    const hex = code.charCodeAt(p) === 120;
    if (hex) p++;
    const digitsStart = p;
    let value = 0;
    for (;;) {
      const c = code.charCodeAt(p);
      let d = -1;
      if (c >= 48 && c <= 57) d = c - 48;
      else if (hex && c >= 97 && c <= 102) d = c - 87;
      else if (hex && c >= 65 && c <= 70) d = c - 55;
      if (d < 0) break;
      value = value > 0x10ffff ? value : value * (hex ? 16 : 10) + d;
      p++;
    }
    if (p === digitsStart || code.charCodeAt(p) !== 59) {
      throw new XmlError(XML_MESSAGES.charRefValue(hex), p);
    }
    const valid =
      value === 9 || value === 10 || value === 13 || (value >= 0x20 && value <= 0xd7ff) ||
      (value >= 0xe000 && value <= 0xfffd) || (value >= 0x10000 && value <= 0x10ffff);
    if (!valid) throw new XmlError(XML_MESSAGES.charRef(code.slice(i, p + 1)), i);
    return p + 1;
  }
  const nameEnd = scanName(code, p);
  if (nameEnd === p) throw new XmlError(XML_MESSAGES.entityNoName, i, p >= code.length);
  if (code.charCodeAt(nameEnd) !== 59) throw new XmlError(XML_MESSAGES.entitySemicolon, nameEnd);
  const name = code.slice(p, nameEnd);
  if (declared && !PREDEFINED.has(name) && !declared.has(name)) throw new XmlError(XML_MESSAGES.entityUndefined(name), i);
  return nameEnd + 1;
}

/** Scans a DOCTYPE from its '<'; returns the index after its closing '>'. */
function scanDoctype(code: string, i: number): number {
  const n = code.length;
  let p = i + 9;
  if (!isSpace(code.charCodeAt(p))) throw new XmlError(XML_MESSAGES.doctypeSpace, p);
  while (isSpace(code.charCodeAt(p))) p++;
  const nameEnd = scanName(code, p);
  if (nameEnd === p) throw new XmlError(XML_MESSAGES.doctypeName, p);
  p = nameEnd;
  let inSubset = false;
  while (p < n) {
    const c = code.charCodeAt(p);
    if (c === 34 || c === 39) {
      const close = code.indexOf(c === 34 ? '"' : "'", p + 1);
      if (close < 0) break;
      p = close + 1;
    } else if (inSubset && c === 60 && code.startsWith('<!--', p)) {
      const close = code.indexOf('-->', p + 4);
      if (close < 0) break;
      p = close + 3;
    } else if (inSubset && c === 60 && code.charCodeAt(p + 1) === 63) {
      const close = code.indexOf('?>', p + 2);
      if (close < 0) break;
      p = close + 2;
    } else if (c === 91 && !inSubset) {
      inSubset = true;
      p++;
    } else if (c === 93 && inSubset) {
      inSubset = false;
      p++;
    } else if (c === 62 && !inSubset) {
      return p + 1;
    } else {
      if (!isXmlChar(code, p, c)) throw charError(code, p, 'DOCTYPE');
      p++;
    }
  }
  throw new XmlError(XML_MESSAGES.doctypeEnd, i, true);
}

/** A run of tokens: kind, start and end (positions in the text scanned) and START flags. */
export interface Tokens {
  count: number;
  kind: Uint8Array;
  start: Uint32Array;
  end: Uint32Array;
  flags: Uint8Array;
}

export function newTokens(initial: number): Tokens {
  return {
    count: 0,
    kind: new Uint8Array(initial),
    start: new Uint32Array(initial),
    end: new Uint32Array(initial),
    flags: new Uint8Array(initial),
  };
}

function growTokens(t: Tokens): void {
  const size = t.kind.length * 2;
  Object.assign(t, { kind: resized(t.kind, size), start: resized(t.start, size), end: resized(t.end, size), flags: resized(t.flags, size) });
}

/** How scanXml names an element for its HAS_CHILDREN and MIXED flags (see XmlScanState.slotMode). */
export const SLOT_TOKEN = 0;
export const SLOT_ORDINAL = 1;
export const SLOT_NONE = 2;

/**
 * Everything scanXml knows between two tokens, so a document can be scanned a piece at a time (the big-file path)
 * or at once (formatXml). Open elements live in arrays indexed by depth.
 */
export class XmlScanState {
  depth = 0;
  rootSeen = false;
  doctypeSeen = false;
  started = false;
  /** Whether any token was taken. */
  seen = false;
  /** General entities the internal DTD subset declares; null when an external DTD may declare any. */
  declared: Set<string> | null = new Set<string>();
  /** Document position of the scanned text's first character. */
  base = 0;
  /** Document position where the document starts (after a byte order mark). */
  docStart = 0;
  /**
   * Where an element's HAS_CHILDREN and MIXED flags go: SLOT_TOKEN, the flags of its START token (the whole
   * document in one run of tokens); SLOT_ORDINAL, `elemFlags[n]` for the document's nth element (`ordinal` counts
   * them); SLOT_NONE, nowhere (the flags are already known).
   */
  slotMode = SLOT_TOKEN;
  ordinal = 0;
  elemFlags: Uint8Array = new Uint8Array(0);
  /** Per open element: its slot, its name as [start, end) in the text scanned or, once that text is gone, as a
   * string (with the name's document position), the kinds of its first and last kept child, and libxml2's
   * xml:space state: 1 preserve, 0 default, −1 unset, −2 unset but text seen (from then on every blank is kept). */
  openSlot = new Uint32Array(64);
  openNameStart = new Uint32Array(64);
  openNameEnd = new Uint32Array(64);
  openName: (string | null)[] = [];
  openNamePos: number[] = [];
  firstChild = new Uint8Array(64);
  lastChild = new Uint8Array(64);
  spaceState = new Int8Array(64);

  /** Keeps the names of the open elements that are still only positions in `code`, before `code` is let go. */
  keepNames(code: string): void {
    for (let d = this.depth - 1; d >= 0 && this.openName[d] === null; d--) {
      this.openName[d] = code.slice(this.openNameStart[d], this.openNameEnd[d]);
      this.openNamePos[d] = this.base + this.openNameStart[d];
    }
  }

  /** A copy (names kept first) from which scanning can resume; `into` gets the copy's arrays. */
  copy(into = new XmlScanState()): XmlScanState {
    const d = this.depth;
    into.depth = d;
    into.rootSeen = this.rootSeen;
    into.doctypeSeen = this.doctypeSeen;
    into.started = this.started;
    into.seen = this.seen;
    into.declared = this.declared;
    into.base = this.base;
    into.docStart = this.docStart;
    into.slotMode = this.slotMode;
    into.ordinal = this.ordinal;
    const size = Math.max(8, d + 1);
    into.openSlot = this.openSlot.slice(0, size);
    into.openNameStart = new Uint32Array(size);
    into.openNameEnd = new Uint32Array(size);
    into.openName = this.openName.slice(0, d);
    into.openNamePos = this.openNamePos.slice(0, d);
    into.firstChild = this.firstChild.slice(0, size);
    into.lastChild = this.lastChild.slice(0, size);
    into.spaceState = this.spaceState.slice(0, size);
    return into;
  }
}

/** Stands for the line number of `XmlError.linePos` in a message until the caller knows it. */
export const LINE_MARK = '\u0000';

/**
 * Appends a token and records it as a child of the innermost open element. A module function with explicit
 * arguments rather than a closure: captured mutable locals would make every access in the tokenizer slower.
 * `elemFlags` null: the parent's slot is a token of `t`.
 */
function pushToken(
  t: Tokens, kind: number, start: number, end: number, depth: number,
  openSlot: Uint32Array, firstChild: Uint8Array, lastChild: Uint8Array, elemFlags: Uint8Array | null,
): number {
  if (t.count === t.kind.length) growTokens(t);
  const k = t.count++;
  t.kind[k] = kind;
  t.start[k] = start;
  t.end[k] = end;
  t.flags[k] = 0;
  if (depth > 0) {
    const parent = depth - 1;
    (elemFlags ?? t.flags)[openSlot[parent]] |= kind === TEXT || kind === CDATA ? HAS_CHILDREN | MIXED : HAS_CHILDREN;
    if (firstChild[parent] === NONE) firstChild[parent] = kind;
    lastChild[parent] = kind;
  }
  return k;
}

/**
 * Pass 1: checks well-formedness and cuts the document into tokens (appended to `t`), dropping the whitespace
 * that xmllint drops and marking each element's children (none / element-only / mixed). Iterative: the open
 * elements live in arrays. Scans `code` from `from` and stops at the first token that starts at or after `limit`;
 * returns where it stopped. With `final` false, `code` is a piece of a longer document: a token that may go on
 * past `code`'s end is not taken and scanning stops at its start (the caller comes back with more text). With
 * `final`, the document ends with `code`, and its end is checked. Errors are thrown as XmlError with positions
 * in `code`.
 */
export function scanXml(code: string, from: number, limit: number, st: XmlScanState, t: Tokens, final: boolean): number {
  const n = code.length;
  let openSlot = st.openSlot;
  let openNameStart = st.openNameStart;
  let openNameEnd = st.openNameEnd;
  const openName = st.openName;
  const openNamePos = st.openNamePos;
  let firstChild = st.firstChild;
  let lastChild = st.lastChild;
  let spaceState = st.spaceState;
  let depth = st.depth;
  let rootSeen = st.rootSeen;
  let doctypeSeen = st.doctypeSeen;
  let declared = st.declared;
  const slotMode = st.slotMode;
  let elemFlags: Uint8Array | null = slotMode === SLOT_TOKEN ? null : st.elemFlags;
  let ordinal = st.ordinal;
  const base = st.base;
  // Attribute names of the current start tag as (start, length) pairs, to find duplicates without slicing.
  let attrSpans = new Uint32Array(32);

  let i = from;
  if (!st.started) {
    st.started = true;
    if (code.charCodeAt(i) === 0xfeff) i++;
    st.docStart = base + i;
  }
  const docStart = st.docStart;
  let tokStart = i;

  try {
    while (i < limit) {
      tokStart = i;
      const c = code.charCodeAt(i);
      if (c !== 60) {
        if (depth === 0) {
          // Outside the root only whitespace may appear between markup; it is not kept.
          while (isSpace(code.charCodeAt(i))) i++;
          if (i < n && code.charCodeAt(i) !== 60) {
            throw new XmlError(rootSeen ? XML_MESSAGES.extraContent : XML_MESSAGES.startTagExpected, i);
          }
          continue;
        }
        // Text run: up to the next '<'.
        const start = i;
        let blank = true;
        // libxml2 switches an element to "text seen" (xml:space state −2: every later blank is kept) when a chunk
        // of character data starts with whitespace or takes its slow path (non-ASCII, CR): xmlParseCharData.
        let marks = false;
        let chunkStart = true;
        let p = i;
        for (;;) {
          const d = code.charCodeAt(p);
          if (d > 0x20 && d < 0x80 && d !== 60 && d !== 38) {
            if (d === 93 && code.charCodeAt(p + 1) === 93 && code.charCodeAt(p + 2) === 62) {
              throw new XmlError(XML_MESSAGES.cdataEndInContent, p);
            }
            chunkStart = false;
            blank = false;
            p++;
            continue;
          }
          if (d === 60 || p >= n) break;
          if (d === 38) {
            p = scanReference(code, p, declared);
            blank = false;
            chunkStart = true;
            continue;
          }
          if (d === 32 || d === 10 || d === 9 || d === 13) {
            if (chunkStart || d === 13) marks = true;
            chunkStart = false;
            p++;
            continue;
          }
          if (!isXmlChar(code, p, d)) throw charError(code, p, 'content');
          chunkStart = false;
          blank = false;
          marks = true;
          p++;
        }
        // The run, and the character after its '<', must be here to decide.
        if (!final && p + 1 >= n) return tokStart;
        if (!blank) {
          pushToken(t, TEXT, start, p, depth, openSlot, firstChild, lastChild, elemFlags);
          if (marks && spaceState[depth - 1] === -1) spaceState[depth - 1] = -2;
        } else {
          const parent = depth - 1;
          // libxml2's areBlanks(): keep whitespace that is the whole content or that sits next to text.
          const keep =
            spaceState[parent] === 1 ||
            spaceState[parent] === -2 ||
            p >= n ||
            (firstChild[parent] === NONE && code.charCodeAt(p + 1) === 47) ||
            lastChild[parent] === TEXT ||
            firstChild[parent] === TEXT;
          if (keep) {
            pushToken(t, TEXT, start, p, depth, openSlot, firstChild, lastChild, elemFlags);
            if (spaceState[parent] === -1) spaceState[parent] = -2;
          }
        }
        i = p;
        continue;
      }

      // Markup near the end of a piece: what it is may depend on what follows.
      if (!final && i + 10 > n) return tokStart;
      const c1 = code.charCodeAt(i + 1);
      if (c1 === 47) {
        // End tag.
        if (depth === 0) {
          throw new XmlError(rootSeen ? XML_MESSAGES.extraContent : XML_MESSAGES.startTagExpected, i);
        }
        const nameStart = i + 2;
        let nameEnd = asciiNameEnd(code, nameStart);
        if (nameEnd < 0) nameEnd = scanName(code, nameStart);
        const top = depth - 1;
        const kept = openName[top];
        let same: boolean;
        if (kept === null) {
          const openStart = openNameStart[top];
          const openLen = openNameEnd[top] - openStart;
          same = nameEnd - nameStart === openLen && sameText(code, openStart, nameStart, openLen);
        } else {
          same = nameEnd - nameStart === kept.length && code.startsWith(kept, nameStart);
        }
        if (!same) {
          const found = nameEnd > nameStart ? code.slice(nameStart, nameEnd) : '';
          throw new XmlError(
            XML_MESSAGES.tagMismatch(kept ?? code.slice(openNameStart[top], openNameEnd[top]), found),
            i,
            nameEnd >= n,
            kept === null ? base + openNameStart[top] : openNamePos[top],
          );
        }
        let p = nameEnd;
        while (isSpace(code.charCodeAt(p))) p++;
        if (code.charCodeAt(p) !== 62) throw p >= n ? new XmlError(XML_MESSAGES.endTagEnd, p) : new XmlError(XML_MESSAGES.endTagExpected, p);
        depth--;
        pushToken(t, END, i, p + 1, depth, openSlot, firstChild, lastChild, elemFlags);
        i = p + 1;
        if (depth === 0) rootSeen = true;
        continue;
      }

      if (c1 === 33) {
        if (code.startsWith('<!--', i)) {
          const close = code.indexOf('--', i + 4);
          if (close < 0) throw new XmlError(XML_MESSAGES.commentEnd, i, true);
          if (code.charCodeAt(close + 2) !== 62) throw new XmlError(XML_MESSAGES.commentHyphens, close, close + 2 >= n);
          checkXmlChars(code, i + 4, close, 'comment');
          pushToken(t, COMMENT, i, close + 3, depth, openSlot, firstChild, lastChild, elemFlags);
          i = close + 3;
          continue;
        }
        if (code.startsWith('<![CDATA[', i)) {
          if (depth === 0) throw new XmlError(rootSeen ? XML_MESSAGES.extraContent : XML_MESSAGES.startTagExpected, i);
          const close = code.indexOf(']]>', i + 9);
          if (close < 0) throw new XmlError(XML_MESSAGES.cdataEnd, i, true);
          checkXmlChars(code, i + 9, close, 'CDATA section');
          pushToken(t, CDATA, i, close + 3, depth, openSlot, firstChild, lastChild, elemFlags);
          i = close + 3;
          continue;
        }
        if (code.startsWith('<!DOCTYPE', i)) {
          if (depth > 0 || rootSeen || doctypeSeen) throw new XmlError(XML_MESSAGES.doctypeOnce, i);
          const end = scanDoctype(code, i);
          const doctype = code.slice(i, end);
          if (/^<!DOCTYPE\s+[^\s[>]+\s+(SYSTEM|PUBLIC)\b/.test(doctype)) declared = null;
          else declared = new Set([...doctype.matchAll(/<!ENTITY\s+([^\s%]+)/g)].map((m) => m[1]));
          pushToken(t, DOCTYPE, i, end, depth, openSlot, firstChild, lastChild, elemFlags);
          doctypeSeen = true;
          i = end;
          continue;
        }
        throw new XmlError(depth > 0 ? XML_MESSAGES.markup : XML_MESSAGES.startTagExpected, i, i + 9 > n);
      }

      if (c1 === 63) {
        // Processing instruction or XML declaration.
        const targetEnd = scanName(code, i + 2);
        if (targetEnd === i + 2) throw new XmlError(XML_MESSAGES.piTarget, i + 2);
        const target = code.slice(i + 2, targetEnd);
        const close = code.indexOf('?>', targetEnd);
        if (close < 0) throw new XmlError(XML_MESSAGES.piEnd(target), i, true);
        if (close > targetEnd && !isSpace(code.charCodeAt(targetEnd))) throw new XmlError(XML_MESSAGES.piSpace(target), targetEnd);
        checkXmlChars(code, targetEnd, close, 'processing instruction');
        if (target.toLowerCase() === 'xml') {
          if (target !== 'xml' || base + i !== docStart) throw new XmlError(XML_MESSAGES.declarationStart, i);
          if (!/^\s+version\s*=\s*("1\.\d+"|'1\.\d+')/.test(code.slice(targetEnd, close))) {
            throw new XmlError(XML_MESSAGES.declarationVersion, targetEnd);
          }
          pushToken(t, XMLDECL, i, close + 2, depth, openSlot, firstChild, lastChild, elemFlags);
        } else {
          pushToken(t, PI, i, close + 2, depth, openSlot, firstChild, lastChild, elemFlags);
        }
        i = close + 2;
        continue;
      }

      // Start tag.
      if (depth === 0 && rootSeen) throw new XmlError(XML_MESSAGES.extraContent, i);
      let nameEnd = asciiNameEnd(code, i + 1);
      if (nameEnd < 0) nameEnd = scanName(code, i + 1);
      if (nameEnd === i + 1) throw new XmlError(i + 1 >= n ? XML_MESSAGES.prematureEnd : XML_MESSAGES.elementName, i + 1);
      let p = nameEnd;
      let space = depth === 0 ? -1 : spaceState[depth - 1] === -2 ? -1 : spaceState[depth - 1];
      let attrCount = 0;
      for (;;) {
        const spaceStart = p;
        while (isSpace(code.charCodeAt(p))) p++;
        const d = code.charCodeAt(p);
        if (d === 62 || d === 47) break;
        if (p >= n) break;
        let attrEnd = asciiNameEnd(code, p);
        if (attrEnd < 0) attrEnd = scanName(code, p);
        if (p === spaceStart && attrEnd > p) throw new XmlError(XML_MESSAGES.attributeSpace, p);
        if (attrEnd === p) throw new XmlError(XML_MESSAGES.startTagUnexpected(code.slice(i + 1, nameEnd), describeChar(code, p)), p);
        let q = attrEnd;
        while (isSpace(code.charCodeAt(q))) q++;
        if (code.charCodeAt(q) !== 61) throw new XmlError(XML_MESSAGES.attributeValue(code.slice(p, attrEnd)), q);
        q++;
        while (isSpace(code.charCodeAt(q))) q++;
        const quote = code.charCodeAt(q);
        if (quote !== 34 && quote !== 39) throw new XmlError(XML_MESSAGES.attributeQuote, q);
        const valueStart = q + 1;
        q = valueStart;
        for (;;) {
          const v = code.charCodeAt(q);
          if (v === quote) break;
          if (q >= n) throw new XmlError(XML_MESSAGES.attributeEnd, valueStart - 1, true);
          if (v === 60) throw new XmlError(XML_MESSAGES.attributeLt, q);
          if (v === 38) {
            q = scanReference(code, q, declared);
            continue;
          }
          if ((v < 0x20 || v >= 0xd800) && !isXmlChar(code, q, v)) throw charError(code, q, 'attribute value');
          q++;
        }
        const attrLen = attrEnd - p;
        for (let k = 0; k < attrCount; k++) {
          if (attrSpans[2 * k + 1] === attrLen && sameText(code, attrSpans[2 * k], p, attrLen)) {
            throw new XmlError(XML_MESSAGES.attributeRedefined(code.slice(p, attrEnd)), p);
          }
        }
        if (2 * attrCount + 2 > attrSpans.length) {
          attrSpans = resized(attrSpans, attrSpans.length * 2);
        }
        attrSpans[2 * attrCount] = p;
        attrSpans[2 * attrCount + 1] = attrLen;
        attrCount++;
        if (attrLen === 9 && code.startsWith('xml:space', p)) {
          const value = code.slice(valueStart, q);
          if (value === 'preserve') space = 1;
          else if (value === 'default') space = 0;
        }
        p = q + 1;
      }
      const d = code.charCodeAt(p);
      let selfClosing = false;
      if (d === 47) {
        if (code.charCodeAt(p + 1) !== 62) throw new XmlError(XML_MESSAGES.startTagEnd(code.slice(i + 1, nameEnd)), p, p + 1 >= n);
        selfClosing = true;
        p += 2;
      } else if (d === 62) {
        p++;
      } else {
        throw new XmlError(XML_MESSAGES.startTagEnd(code.slice(i + 1, nameEnd)), p);
      }
      const k = pushToken(t, START, i, p, depth, openSlot, firstChild, lastChild, elemFlags);
      let slot = k;
      if (slotMode !== SLOT_TOKEN) {
        slot = 0;
        if (slotMode === SLOT_ORDINAL) {
          slot = ordinal;
          if (slot >= elemFlags!.length) {
            elemFlags = resized(elemFlags!, Math.max(1024, elemFlags!.length * 2));
          }
          elemFlags![slot] = 0;
        }
        ordinal++;
      }
      if (selfClosing) {
        t.flags[k] |= SELF_CLOSING;
        if (depth === 0) rootSeen = true;
      } else {
        if (depth === openSlot.length) {
          const size = depth * 2;
          openSlot = resized(openSlot, size);
          openNameStart = resized(openNameStart, size);
          openNameEnd = resized(openNameEnd, size);
          firstChild = resized(firstChild, size);
          lastChild = resized(lastChild, size);
          spaceState = resized(spaceState, size);
        }
        openSlot[depth] = slot;
        openNameStart[depth] = i + 1;
        openNameEnd[depth] = nameEnd;
        openName[depth] = null;
        firstChild[depth] = NONE;
        lastChild[depth] = NONE;
        spaceState[depth] = space;
        depth++;
      }
      i = p;
    }

    if (!final || i < n) return i;
    tokStart = n;
    if (depth > 0) {
      const top = depth - 1;
      const name = openName[top] ?? code.slice(openNameStart[top], openNameEnd[top]);
      const linePos = openName[top] === null ? base + openNameStart[top] : openNamePos[top];
      throw new XmlError(XML_MESSAGES.prematureEndInTag(name), n, false, linePos);
    }
    if (!rootSeen) throw new XmlError(t.count === 0 && !st.seen ? XML_MESSAGES.empty : XML_MESSAGES.rootMissing, n);
    return n;
  } catch (e) {
    if (!final && e instanceof XmlError && (e.atEnd || e.pos >= n)) return tokStart;
    throw e;
  } finally {
    st.openSlot = openSlot;
    st.openNameStart = openNameStart;
    st.openNameEnd = openNameEnd;
    st.firstChild = firstChild;
    st.lastChild = lastChild;
    st.spaceState = spaceState;
    st.depth = depth;
    st.rootSeen = rootSeen;
    st.doctypeSeen = doctypeSeen;
    st.declared = declared;
    if (elemFlags) st.elemFlags = elemFlags;
    st.ordinal = ordinal;
    if (t.count > 0) st.seen = true;
  }
}

/** The error message with the line of its `linePos` filled in (`lineOf` turns a position into a line). */
export function errorMessage(e: XmlError, lineOf: (pos: number) => number): string {
  return e.linePos < 0 ? e.message : e.message.replace(LINE_MARK, String(lineOf(e.linePos)));
}

/**
 * A syntax error as an engine's failure at its line and column: the message with "(line L, column C)" after it, its
 * code, and its values (the line of its `linePos` filled in; `atLine` and `atColumn` the position).
 */
export function xmlFailure(e: XmlError, lineOf: (pos: number) => number, line: number, column: number): { ok: false; error: EngineError } {
  const values: Record<string, string> = { ...e.values, atLine: String(line), atColumn: String(column) };
  if (e.linePos >= 0 && values.tagLine === LINE_MARK) values.tagLine = String(lineOf(e.linePos));
  return { ok: false, error: { message: `${errorMessage(e, lineOf)} (line ${line}, column ${column})`, line, column, code: e.code, values } };
}

/**
 * Formats XML the way `xmllint --format` indents it (2 spaces, one element per line where an element has only
 * element children, mixed content inline, at most 60 spaces of indentation), without the XML declaration
 * xmllint adds when the input has none, and with every token kept as written. Malformed XML is rejected with a
 * libxml2-style message ending in "(line L, column C)"; line and column are also set on the error.
 * No recursion: nesting depth is limited only by memory.
 */
export function formatXml(code: string, layout: XmlLayout = {}): Result<string> {
  const tokens = scanDocument(code);
  if (!tokens.ok) return tokens;
  return rendered(() => render(code, tokens.value, layout));
}

/**
 * formatXml's layout (default indentation) with the tokens it wrote and, per token k, the 0-based output lines
 * where it starts and ends (`lines[2k]`, `lines[2k + 1]`; an end tag written as part of `<a/>` gets its start
 * tag's): what reads a document in its formatted lines without scanning the output again (the XML compare).
 * The text has no final newline.
 */
export function layoutXml(code: string): Result<{ text: string; tokens: Tokens; lines: Uint32Array }> {
  const scanned = scanDocument(code);
  if (!scanned.ok) return scanned;
  const tokens = scanned.value;
  const lines = new Uint32Array(tokens.count * 2);
  const text = rendered(() => render(code, tokens, {}, lines));
  return text.ok ? ok({ text: text.value.slice(0, -1), tokens, lines }) : text;
}

/** The document's tokens, or its first well-formedness error with its line and column. */
function scanDocument(code: string): Result<Tokens> {
  const tokens = newTokens(Math.max(64, code.length >> 4));
  try {
    scanXml(code, 0, code.length, new XmlScanState(), tokens, true);
    return ok(tokens);
  } catch (e) {
    if (!(e instanceof XmlError)) throw e;
    const { line, column } = positionAt(code, e.pos);
    return xmlFailure(e, (p) => positionAt(code, p).line, line, column);
  }
}

function rendered(write: () => string): Result<string> {
  try {
    return ok(write());
  } catch (e) {
    // Allocation or string-length limits: a result longer than a JS string can hold.
    if (e instanceof RangeError) return withCode(fail('The formatted XML would be longer than the longest possible string'), 'xml-format-too-large');
    throw e;
  }
}

/**
 * How formatXml lays the document out: `indent` 2 spaces (xmllint's, the default), 4 or a tab per level; `minify`
 * writes no line breaks or indentation at all (whitespace-only text between elements is already dropped by the
 * tokenizer where xmllint drops it; text in mixed content and xml:space="preserve" is kept).
 */
export interface XmlLayout {
  indent?: '2' | '4' | 'tab';
  minify?: boolean;
}

/** Where renderTokens writes: a growable UTF-8 buffer and the bytes used. */
export interface ByteSink {
  out: Uint8Array;
  o: number;
}

/**
 * What renderTokens knows between two tokens: open elements with children (whether each lays its children out
 * one per line), whether anything was written, and whether the next token is the end tag of an element written
 * `<a/>` (so it is skipped).
 */
export class XmlRenderState {
  depth = 0;
  formatted = new Uint8Array(64);
  written = false;
  skipEnd = false;
}

/**
 * Pass 2: writes the tokens with xmllint's layout into a UTF-8 buffer. Line ends inside tokens are normalised as
 * an XML parser does (XML 1.0 §2.11: CRLF and a lone CR become LF), so the output has LF line ends only, like
 * `xmllint --format`'s.
 */
function render(code: string, t: Tokens, layout: XmlLayout = {}, lines?: Uint32Array): string {
  // Indentation typically adds a quarter to a half of the input; one growth at most for usual documents.
  const sink: ByteSink = { out: new Uint8Array(code.length + (code.length >> 1) + 1024), o: 0 };
  renderTokens(code, t, 0, t.count, new XmlRenderState(), sink, layout, lines);
  if (lines) offsetsToLines(sink.out.subarray(0, sink.o), lines);
  if (sink.o + 1 > sink.out.length) sink.out = grow(sink.out, sink.o, sink.o + 1);
  if (!layout.minify) sink.out[sink.o++] = 10;
  return decodeOutput(sink.out, sink.o, false);
}

/**
 * Output offsets (per token: where it starts, where it ends) to 0-based lines: where it starts, and the line of
 * its last character (a line feed ending a token belongs to the line it ends). Offsets never decrease.
 */
function offsetsToLines(out: Uint8Array, marks: Uint32Array): void {
  let line = 0;
  // The next line feed: a cursor moving forward, as the offsets do.
  let nl = out.indexOf(10);
  for (let i = 0; i < marks.length; i += 2) {
    // A start counts the line feeds before it; an end those before its last character.
    for (const to = marks[i]; nl !== -1 && nl < to; nl = out.indexOf(10, nl + 1)) line++;
    marks[i] = line;
    for (const to = marks[i + 1] - 1; nl !== -1 && nl < to; nl = out.indexOf(10, nl + 1)) line++;
    marks[i + 1] = line;
  }
}

/** Writes tokens [from, to) of `t` (positions in `code`) to `sink`, resuming from and updating `rs`. */
export function renderTokens(
  code: string, t: Tokens, from: number, to: number, rs: XmlRenderState, sink: ByteSink,
  { indent = '2', minify = false }: XmlLayout = {},
  /** Per token k, set to where it starts and ends in the output (`marks[2k]`, `marks[2k + 1]`), when given. */
  marks?: Uint32Array,
): void {
  const unit = indent === 'tab' ? 1 : Number(indent);
  const unitChar = indent === 'tab' ? 9 : 32;
  const { kind, start, end, flags } = t;
  let out = sink.out;
  let cap = out.length;
  let o = sink.o;
  const o0 = o;
  const written = rs.written;
  let formatted = rs.formatted;
  let depth = rs.depth;
  let k = from;
  if (rs.skipEnd && k < to) {
    rs.skipEnd = false;
    k++;
  }

  for (; k < to; k++) {
    const kd = kind[k];
    const s = start[k];
    const e = end[k];
    const level = depth > MAX_INDENT_LEVELS ? MAX_INDENT_LEVELS : depth;
    const need = o + 3 * (e - s) + unit * level + 8;
    if (need > cap) {
      out = grow(out, o, need);
      cap = out.length;
    }
    const parentFormatted = depth === 0 || formatted[depth - 1] === 1;

    if (kd === END) {
      depth--;
      if (formatted[depth] === 1 && !minify) {
        out[o++] = 10;
        const width = unit * (depth > MAX_INDENT_LEVELS ? MAX_INDENT_LEVELS : depth);
        for (let w = 0; w < width; w++) out[o++] = unitChar;
      }
      if (marks) marks[2 * k] = o;
      out[o++] = 60;
      out[o++] = 47;
      for (let p = s + 2, c = code.charCodeAt(p); c !== 62 && !isSpace(c); c = code.charCodeAt(++p)) {
        if (c < 0x80) out[o++] = c;
        else {
          const r = writeNonAscii(out, o, code, p, c);
          if (r < 0) {
            o = -r - 1;
            p++;
          } else o = r;
        }
      }
      out[o++] = 62;
      if (marks) marks[2 * k + 1] = o;
    } else {
      if (minify) {
        // No line breaks or indentation.
      } else if (depth > 0 && parentFormatted && kd !== TEXT && kd !== CDATA) {
        out[o++] = 10;
        for (let w = 0; w < unit * level; w++) out[o++] = unitChar;
      } else if (depth === 0 && (o > o0 || written)) {
        out[o++] = 10;
      }
      if (marks) marks[2 * k] = o;
      if (kd === START) {
        o = writeStartTag(code, s, e, out, o, (flags[k] & HAS_CHILDREN) === 0);
        if (marks) marks[2 * k + 1] = o;
        const fl = flags[k];
        if ((fl & SELF_CLOSING) === 0) {
          if ((fl & HAS_CHILDREN) === 0) {
            // `<a></a>` is written `<a/>`, so its end tag is consumed here.
            if (k + 1 < to) {
              k++;
              if (marks) marks[2 * k] = marks[2 * k + 1] = o;
            } else rs.skipEnd = true;
          } else {
            if (depth === formatted.length) {
              const bigger = new Uint8Array(depth * 2);
              bigger.set(formatted);
              formatted = bigger;
            }
            formatted[depth++] = parentFormatted && (fl & MIXED) === 0 ? 1 : 0;
            continue;
          }
        }
      } else {
        for (let p = s; p < e; p++) {
          const c = code.charCodeAt(p);
          if (c === 13) {
            if (code.charCodeAt(p + 1) !== 10) out[o++] = 10;
          } else if (c < 0x80) out[o++] = c;
          else {
            const r = writeNonAscii(out, o, code, p, c);
            if (r < 0) {
              o = -r - 1;
              p++;
            } else o = r;
          }
        }
        if (marks) marks[2 * k + 1] = o;
      }
    }
  }
  sink.out = out;
  sink.o = o;
  rs.formatted = formatted;
  rs.depth = depth;
  rs.written = written || o > o0;
}

/**
 * Copies a start tag with its whitespace normalised as xmllint writes it: one space before each attribute,
 * none around '=', none before the end; values and their quotes are kept. Returns the new output offset.
 */
function writeStartTag(code: string, s: number, e: number, out: Uint8Array, o: number, empty: boolean): number {
  let p = s;
  let inQuote = 0;
  let pendingSpace = false;
  const last = code.charCodeAt(e - 2) === 47 ? e - 2 : e - 1;
  for (; p < last; p++) {
    const c = code.charCodeAt(p);
    if (inQuote === 0) {
      if (c === 32 || c === 10 || c === 9 || c === 13) {
        pendingSpace = true;
        continue;
      }
      if (c === 61) pendingSpace = false;
      else if (pendingSpace) {
        if (out[o - 1] !== 61) out[o++] = 32;
        pendingSpace = false;
      }
      if (c === 34 || c === 39) inQuote = c;
    } else if (c === inQuote) {
      inQuote = 0;
    } else if (c === 13) {
      if (code.charCodeAt(p + 1) !== 10) out[o++] = 10;
      continue;
    }
    if (c < 0x80) out[o++] = c;
    else {
      const r = writeNonAscii(out, o, code, p, c);
      if (r < 0) {
        o = -r - 1;
        p++;
      } else o = r;
    }
  }
  if (empty) out[o++] = 47;
  out[o++] = 62;
  return o;
}
