import { typesContent } from '../page-text';

/** Static text of the JSON to Go page. */
export const content = typesContent({
  name: 'Go',
  why: 'encoding/json decodes into structs you declare, and a wrong type or a missing tag only shows when production data arrives. Structs inferred from every record carry the right json tags and the right widths, so the data decodes even with DisallowUnknownFields switched on.',
  optional: 'a key missing from some records gets omitempty in its tag, and a pointer when it holds a struct.',
  nullable: 'a key that is sometimes null becomes a pointer (*string, *int64); slices, maps and interface values hold nil themselves.',
  numbers: 'int64 for integers, float64 once a fraction appears, uint64 for values past 2^63 and json.Number for integers beyond 64 bits, with a comment.',
  formats: 'RFC 3339 date-times become time.Time; other formats are noted in comments; enums become a named string type with constants.',
  names: 'fields are exported in Go style with initialisms in capitals (UserID, URL, SKU), and the tag keeps the key exactly as written.',
  checked: 'Our tests run go vet on the output for real samples and a program that decodes each sample with DisallowUnknownFields, then expect a record with an extra key to fail.',
  options: 'Options: the root type name, formats and enums on or off; Go has no read-only fields, so that option is not offered here.',
});
