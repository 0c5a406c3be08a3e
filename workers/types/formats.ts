/**
 * String formats the inference recognises, as bits. A position gets a format only when every string sample there
 * has it. Each check is at least as strict as the validators the outputs use (Zod 4's `z.iso.datetime`,
 * `z.iso.date`, `z.email`, `z.url`, `z.uuid`; JSON Schema format assertions), so a sample that passed here passes
 * them too.
 */
export const FORMAT_BITS = { 'date-time': 1, date: 2, email: 4, uri: 8, uuid: 16 } as const;
export type StringFormat = keyof typeof FORMAT_BITS;
export const ALL_FORMATS = 31;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** RFC 3339 date-time: seconds required, a fraction allowed, `Z` or an offset required; `T` and `Z` in capitals (Go's and .NET's readers want them). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;
/** Zod 4's default email pattern (stricter than RFC 5322's grammar). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** Absolute URLs with an authority (http, https, ftp, …) in RFC 3986's characters only (no spaces, no `{}`). */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[A-Za-z0-9\-._~%!$&'()*+,;=:@[\]]+(?:[/?][A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?(?:#[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?$/;
/** RFC 9562 UUIDs (versions 1–8, the RFC variant), as Zod 4 checks them; also the nil and max UUIDs. */
const UUID = /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|[fF]{8}-[fF]{4}-[fF]{4}-[fF]{4}-[fF]{12})$/;

const daysIn = (y: number, m: number) => (m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);
const validDate = (y: string, m: string, d: string) => {
  const mm = +m;
  const dd = +d;
  return mm >= 1 && mm <= 12 && dd >= 1 && dd <= daysIn(+y, mm);
};

/** The formats (bits among `candidates`) that string `s` has. */
export function formatsOf(s: string, candidates: number): number {
  let out = 0;
  const n = s.length;
  if (n === 0) return 0;
  const c = s.charCodeAt(0);
  const digit = c >= 48 && c <= 57;
  if (candidates & FORMAT_BITS.date && n === 10 && digit) {
    const m = DATE.exec(s);
    if (m && validDate(m[1], m[2], m[3])) out |= FORMAT_BITS.date;
  }
  if (candidates & FORMAT_BITS['date-time'] && n >= 20 && digit) {
    const m = DATE_TIME.exec(s);
    if (m && validDate(m[1], m[2], m[3]) && +m[4] < 24 && +m[5] < 60 && +m[6] < 60 && (m[7] === undefined || (+m[7] < 24 && +m[8] < 60))) {
      out |= FORMAT_BITS['date-time'];
    }
  }
  if (candidates & FORMAT_BITS.uuid && n === 36 && UUID.test(s)) out |= FORMAT_BITS.uuid;
  if (candidates & FORMAT_BITS.email && n <= 254 && s.includes('@') && EMAIL.test(s)) out |= FORMAT_BITS.email;
  if (candidates & FORMAT_BITS.uri && n >= 8 && s.includes('://') && URI.test(s) && URL.canParse(s)) out |= FORMAT_BITS.uri;
  return out;
}

/** The one format of `bits`, if exactly one is set. */
export function formatOf(bits: number): StringFormat | undefined {
  for (const [name, bit] of Object.entries(FORMAT_BITS)) if (bits === bit) return name as StringFormat;
  return undefined;
}
