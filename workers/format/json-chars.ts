/** Character codes of JSON text (and bytes of its UTF-8: they are ASCII), by their names in RFC 8259 and ASCII. */
export const TAB = 0x09;
export const LINE_FEED = 0x0a;
export const CARRIAGE_RETURN = 0x0d;
export const SPACE = 0x20;
export const QUOTATION_MARK = 0x22;
export const PLUS = 0x2b;
export const COMMA = 0x2c;
export const MINUS = 0x2d;
export const DECIMAL_POINT = 0x2e;
export const SOLIDUS = 0x2f;
export const DIGIT_ZERO = 0x30;
export const DIGIT_ONE = 0x31;
export const DIGIT_NINE = 0x39;
export const NAME_SEPARATOR = 0x3a;
export const UPPER_A = 0x41;
export const UPPER_E = 0x45;
export const UPPER_F = 0x46;
export const BEGIN_ARRAY = 0x5b;
export const REVERSE_SOLIDUS = 0x5c;
export const END_ARRAY = 0x5d;
export const LOWER_A = 0x61;
export const LOWER_B = 0x62;
export const LOWER_E = 0x65;
export const LOWER_F = 0x66;
export const LOWER_N = 0x6e;
export const LOWER_R = 0x72;
export const LOWER_T = 0x74;
export const LOWER_U = 0x75;
export const BEGIN_OBJECT = 0x7b;
export const END_OBJECT = 0x7d;
export const BYTE_ORDER_MARK = 0xfeff;

// The states a JSON reader is in between tokens, the same in the scanner (workers/format/json-scanner.ts) and types'
// byte path (workers/types/json-bytes.ts): what comes next.
/** A value (the document's, an array element after a comma, a member's after the colon). */
export const S_VALUE = 0;
/** After a value: a comma or the closing bracket (at the top: nothing but whitespace). */
export const S_AFTER = 1;
/** A member's name (after a comma in an object). */
export const S_KEY = 2;
export const S_COLON = 3;
/** After `{`: `}` or the first name. */
export const S_OPENED_OBJECT = 4;
/** After `[`: `]` or the first element. */
export const S_OPENED_ARRAY = 5;
