import { typesContent } from '../page-text';

/** Static text of the JSON to TypeScript page. */
export const content = typesContent({
  name: 'TypeScript',
  why: 'Types written by hand drift from the data the day a field becomes optional. This page reads every record of a sample or a whole NDJSON dump and writes TypeScript interfaces the data is assignable to under strict mode.',
  optional: 'a key absent from some records is written with a question mark (name?: string), never widened into a union.',
  nullable: 'a key that is null in some records gets | null, kept apart from optional unless you choose both.',
  numbers: 'integers and fractions are both number; integers past 2^53 get a comment saying that JSON.parse rounds them and that a lossless parser with bigint keeps them.',
  formats: 'a string field whose every value is a date-time, date, e-mail address, URL or UUID is noted in its doc comment; enums become unions of string literals when you ask for them.',
  names: 'keys that are not identifiers are quoted ("first-name"), and nested objects become interfaces named from their keys, so orders[] gives Order.',
  checked: 'Our tests compile the TypeScript of real samples (GitHub events, a Pokédex, the US Senate, a Spotify album) with tsc --strict, each sample assigned to its root type.',
  options: 'Options: interface or type declarations, readonly properties and readonly arrays, formats and enums on or off, missing keys and nulls kept apart or both written as optional and nullable.',
});
