import { COMMENT, emit, findBefore, FUNCTION, identEnd, isDigit, isIdentStart, isSpace, KEY, KEYWORD, LITERAL, META, NUMBER, PLAIN, quotedEnd, STRING, type TokenSink } from './tokens';

const KEYWORDS = new Set(
  `add all alter analyze and any as asc authorization begin between by call cascade case cast check collate column commit constraint create cross current current_date current_time current_timestamp database declare default delete desc distinct do drop each else elsif end escape except exec execute exists explain fetch first for foreign from full function grant group having if ilike in index inner insert intersect interval into is join key language last left like limit lock merge natural next not nulls of offset on only or order outer over partition primary procedure recursive references rename replace restrict return returning returns revoke right rollback row rows select set show table temporary then to top transaction trigger truncate union unique update use using values view when where while window with without
  int integer bigint smallint tinyint decimal numeric real float double precision char varchar nvarchar text boolean bool date time timestamp timestamptz uuid json jsonb serial bigserial blob clob bytea auto_increment identity unsigned`
    .split(/\s+/)
    .filter(Boolean),
);
const LITERALS = new Set(['null', 'true', 'false', 'unknown']);
const IN_COMMENT = 1;

/** SQL: keywords and types (any case), strings, quoted identifiers, numbers, parameters, comments. */
export function tokenizeSql(text: string, from: number, to: number, state: number, out: TokenSink): number {
  let i = from;
  if (state === IN_COMMENT) {
    const k = findBefore(text, '*/', i, to);
    if (k === -1) return emit(out, to, COMMENT), IN_COMMENT;
    emit(out, (i = k + 2), COMMENT);
  }
  while (i < to) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    let kind = PLAIN;
    if (c === 45 && text.charCodeAt(i + 1) === 45) {
      emit(out, i, PLAIN);
      emit(out, to, COMMENT);
      return 0;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const k = findBefore(text, '*/', i + 2, to);
      emit(out, i, PLAIN);
      if (k === -1) return emit(out, to, COMMENT), IN_COMMENT;
      i = k + 2;
      kind = COMMENT;
    } else if (c === 39) {
      i = quotedEnd(text, i, to, false);
      kind = STRING;
    } else if (c === 34 || c === 96 || c === 91) {
      if (c === 91) {
        const k = findBefore(text, ']', i, to);
        i = k === -1 ? i + 1 : k + 1;
      } else i = quotedEnd(text, i, to, false);
      kind = c === 91 && i === start + 1 ? PLAIN : KEY;
    } else if (isDigit(c)) {
      i++;
      while (i < to && (isDigit(text.charCodeAt(i)) || text.charCodeAt(i) === 46 || (text.charCodeAt(i) | 32) === 101)) i++;
      kind = NUMBER;
    } else if ((c === 58 || c === 64 || c === 36 || c === 63) && i + 1 <= to && (isIdentStart(text.charCodeAt(i + 1)) || isDigit(text.charCodeAt(i + 1)) || c === 63)) {
      if (c === 58 && text.charCodeAt(i + 1) === 58) i += 2;
      else {
        i++;
        while (i < to && (isIdentStart(text.charCodeAt(i)) || isDigit(text.charCodeAt(i)))) i++;
        kind = META;
      }
    } else if (isIdentStart(c)) {
      i = identEnd(text, i, to);
      const w = text.slice(start, i).toLowerCase();
      if (LITERALS.has(w)) kind = LITERAL;
      else if (text.charCodeAt(i) === 40 && !KEYWORDS.has(w)) kind = FUNCTION;
      else if (KEYWORDS.has(w) && text.charCodeAt(start - 1) !== 46) kind = KEYWORD;
    } else i++;
    if (kind !== PLAIN) {
      emit(out, start, PLAIN);
      emit(out, i, kind);
    }
  }
  emit(out, to, PLAIN);
  return 0;
}
