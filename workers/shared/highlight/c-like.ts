import {
  COMMENT, emit, FUNCTION, findBefore, identEnd, isDigit, isIdentStart, isSpace, KEYWORD, LITERAL, META, NUMBER, PLAIN,
  quotedEnd, STRING, TYPE, type LineTokenizer,
} from './tokens';

/** What one C-like language adds to the shared scanner. */
export interface CLikeSyntax {
  keywords: ReadonlySet<string>;
  literals: ReadonlySet<string>;
  /** Backtick template strings that may span lines (JavaScript, TypeScript). */
  templates?: boolean;
  /** `/…/` regular expression literals (JavaScript, TypeScript). */
  regex?: boolean;
  /** `#` starts a preprocessor line (C++) or a comment (PHP). */
  hash?: 'preprocessor' | 'comment';
  /** `@Name` annotations and decorators. */
  annotations?: boolean;
  /** `$name` is a variable (PHP), and `<?php` / `?>` are markers. */
  dollarVariables?: boolean;
  /** Capitalised names are types (Java, TypeScript, C++). */
  capitalisedTypes?: boolean;
}

const words = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean));

const JS_KEYWORDS =
  'async await break case catch class const continue debugger default delete do else export extends finally for from function get if import in instanceof let new of return set static super switch this throw try typeof var void while with yield as';
export const JAVASCRIPT: CLikeSyntax = {
  keywords: words(JS_KEYWORDS),
  literals: words('true false null undefined NaN Infinity'),
  templates: true,
  regex: true,
  annotations: true,
};
export const TYPESCRIPT: CLikeSyntax = {
  ...JAVASCRIPT,
  keywords: words(`${JS_KEYWORDS} type interface enum implements namespace declare abstract private protected public readonly keyof infer is satisfies override unique module asserts accessor`),
  capitalisedTypes: true,
};
export const JAVA: CLikeSyntax = {
  keywords: words(
    'abstract assert break case catch class const continue default do else enum extends final finally for goto if implements import instanceof interface native new package private protected public return static strictfp super switch synchronized this throw throws transient try volatile while var record sealed permits yield non-sealed boolean byte char double float int long short void',
  ),
  literals: words('true false null'),
  annotations: true,
  capitalisedTypes: true,
};
export const CPP: CLikeSyntax = {
  keywords: words(
    'alignas alignof and asm auto bool break case catch char char8_t char16_t char32_t class concept const consteval constexpr constinit const_cast continue co_await co_return co_yield decltype default delete do double dynamic_cast else enum explicit export extern float for friend goto if inline int long mutable namespace new noexcept not operator or private protected public register reinterpret_cast requires return short signed sizeof static static_assert static_cast struct switch template this thread_local throw try typedef typeid typename union unsigned using virtual void volatile wchar_t while override final',
  ),
  literals: words('true false nullptr NULL'),
  hash: 'preprocessor',
  capitalisedTypes: true,
};
export const PHP: CLikeSyntax = {
  keywords: words(
    'abstract and array as break callable case catch class clone const continue declare default do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile enum extends final finally fn for foreach function global goto if implements include include_once instanceof insteadof interface isset list match namespace new or print private protected public readonly require require_once return static switch throw trait try unset use var while xor yield self parent',
  ),
  literals: words('true false null TRUE FALSE NULL'),
  hash: 'comment',
  dollarVariables: true,
  capitalisedTypes: true,
};

const IN_COMMENT = 1;
const IN_TEMPLATE = 2;

/** Characters after which `/` starts a regular expression rather than a division. */
const REGEX_AFTER = new Set('(,=:[!&|?{};+-*%<>~^'.split('').map((c) => c.charCodeAt(0)));
const REGEX_AFTER_WORDS = words('return typeof instanceof in of new delete void throw case do else yield await');

/** End of a template string from `i` (inside it): the closing backtick + 1, or −1 when it runs past the line. */
function templateEnd(text: string, i: number, to: number): number {
  for (let j = i; j < to; j++) {
    const c = text.charCodeAt(j);
    if (c === 92) j++;
    else if (c === 96) return j + 1;
  }
  return -1;
}

/** A tokenizer for one C-like language. States: 0, inside a block comment, inside a template string. */
export function cLikeTokenizer(syntax: CLikeSyntax): LineTokenizer {
  return (text, from, to, state, out) => {
    let i = from;
    if (state === IN_COMMENT) {
      const k = findBefore(text, '*/', i, to);
      if (k === -1) return emit(out, to, COMMENT), IN_COMMENT;
      emit(out, (i = k + 2), COMMENT);
    } else if (state === IN_TEMPLATE) {
      const k = templateEnd(text, i, to);
      if (k === -1) return emit(out, to, STRING), IN_TEMPLATE;
      emit(out, (i = k), STRING);
    }
    // The last significant character or word, for telling a regex from a division.
    let prev = 0;
    let prevWord = '';
    const firstNonSpace = (() => {
      let k = i;
      while (k < to && isSpace(text.charCodeAt(k))) k++;
      return k;
    })();
    while (i < to) {
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        i++;
        continue;
      }
      const start = i;
      let kind = PLAIN;
      if (c === 47 && text.charCodeAt(i + 1) === 47) {
        emit(out, i, PLAIN);
        emit(out, to, COMMENT);
        return 0;
      } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
        const k = findBefore(text, '*/', i + 2, to);
        emit(out, i, PLAIN);
        if (k === -1) return emit(out, to, COMMENT), IN_COMMENT;
        i = k + 2;
        kind = COMMENT;
      } else if (c === 35 && syntax.hash === 'comment' && text.charCodeAt(i + 1) !== 91) {
        emit(out, i, PLAIN);
        emit(out, to, COMMENT);
        return 0;
      } else if (c === 35 && syntax.hash === 'preprocessor' && i === firstNonSpace) {
        emit(out, i, PLAIN);
        // A comment after the directive keeps its own colour.
        const k = findBefore(text, '//', i, to);
        emit(out, k === -1 ? to : k, META);
        if (k !== -1) emit(out, to, COMMENT);
        return 0;
      } else if (c === 34 || c === 39) {
        i = quotedEnd(text, i, to);
        kind = STRING;
      } else if (c === 96 && syntax.templates) {
        const k = templateEnd(text, i + 1, to);
        emit(out, i, PLAIN);
        if (k === -1) return emit(out, to, STRING), IN_TEMPLATE;
        i = k;
        kind = STRING;
      } else if (c === 47 && syntax.regex && (prev === 0 || REGEX_AFTER.has(prev) || REGEX_AFTER_WORDS.has(prevWord))) {
        let j = i + 1;
        let inClass = false;
        while (j < to) {
          const d = text.charCodeAt(j);
          if (d === 92) j++;
          else if (d === 91) inClass = true;
          else if (d === 93) inClass = false;
          else if (d === 47 && !inClass) break;
          j++;
        }
        if (j < to) {
          j++;
          while (j < to && isIdentStart(text.charCodeAt(j))) j++;
          i = j;
          kind = STRING;
        } else i++;
      } else if (isDigit(c) || (c === 46 && isDigit(text.charCodeAt(i + 1)))) {
        let j = i + 1;
        while (j < to) {
          const d = text.charCodeAt(j);
          if (isDigit(d) || isIdentStart(d) || d === 46 || d === 39 /* C++ digit separator */) j++;
          else if ((d === 43 || d === 45) && (text.charCodeAt(j - 1) | 32) === 101 && (text.charCodeAt(i + 1) | 32) !== 120) j++;
          else break;
        }
        i = j;
        kind = NUMBER;
      } else if (c === 64 && syntax.annotations && isIdentStart(text.charCodeAt(i + 1))) {
        i = identEnd(text, i + 1, to);
        while (text.charCodeAt(i) === 46 && isIdentStart(text.charCodeAt(i + 1))) i = identEnd(text, i + 1, to);
        kind = META;
      } else if (c === 36 && syntax.dollarVariables && isIdentStart(text.charCodeAt(i + 1))) {
        i = identEnd(text, i + 1, to);
      } else if (c === 60 && syntax.dollarVariables && text.startsWith('<?php', i)) {
        i += 5;
        kind = META;
      } else if (c === 63 && syntax.dollarVariables && text.charCodeAt(i + 1) === 62) {
        i += 2;
        kind = META;
      } else if (isIdentStart(c) && c !== 36) {
        i = identEnd(text, i, to);
        const w = text.slice(start, i);
        prevWord = w;
        if (syntax.keywords.has(w)) kind = KEYWORD;
        else if (syntax.literals.has(w)) kind = LITERAL;
        else {
          let k = i;
          while (k < to && isSpace(text.charCodeAt(k))) k++;
          if (text.charCodeAt(k) === 40) kind = FUNCTION;
          else if (syntax.capitalisedTypes && c >= 65 && c <= 90 && w.length > 1 && w !== w.toUpperCase()) kind = TYPE;
        }
        prev = 97; // a word: `/` after it divides
        if (kind !== PLAIN) {
          emit(out, start, PLAIN);
          emit(out, i, kind);
        }
        continue;
      } else {
        i++;
      }
      prev = text.charCodeAt(i - 1);
      prevWord = '';
      if (kind !== PLAIN) {
        emit(out, start, PLAIN);
        emit(out, i, kind);
        if (kind === STRING || kind === NUMBER) prev = 97;
      }
    }
    emit(out, to, PLAIN);
    return 0;
  };
}

