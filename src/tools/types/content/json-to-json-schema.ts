import { typesContent } from '../page-text';

/** Static text of the JSON to JSON Schema page. */
export const content = typesContent({
  name: 'JSON Schema',
  why: 'A schema written from one example rejects the next record that leaves out a field. This generator reads all of your data and writes a JSON Schema 2020-12 that every record passes, with closed objects, so an unexpected key or a wrong type fails validation.',
  optional: 'only keys present in every record are required.',
  nullable: 'a key that is sometimes null gets a type list with "null", or an anyOf when it refers to a definition.',
  numbers: '"integer" where every value is written without a fraction or exponent, "number" as soon as one is; integers past 2^53 carry a $comment, because many validators compare them as doubles.',
  formats: '"format" is set to date-time, date, email, uri or uuid only when every string there has it; enum lists appear when you turn enums on.',
  names: 'keys stay exactly as written in properties, and every nested object becomes a named definition under $defs, shared where two shapes are identical.',
  checked: 'Our tests validate each real sample against its schema with the validator of our JSON Schema Validator page, and a record with an extra key or a wrong type must fail.',
  options: 'Options: the title of the root definition, formats and enums on or off, and whether a missing key and a null are kept apart or both allowed everywhere.',
});
