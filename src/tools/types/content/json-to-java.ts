import { typesContent } from '../page-text';

/** Static text of the JSON to Java page. */
export const content = typesContent({
  name: 'Java',
  why: 'Jackson fails on an unknown property by default and maps a missing one to null, which a primitive field cannot hold. Records inferred from every record of the data use primitives only where a value is always there, so ObjectMapper reads the whole sample.',
  optional: 'a key missing from some records gets a boxed type (Long, Double, Boolean) that can hold null.',
  nullable: 'a key that is sometimes null gets a boxed type too; strings, lists and records hold null already.',
  numbers: 'long for integers, double once a fraction appears, and BigInteger for integers past 2^63, with a comment.',
  formats: 'formats are noted in comments on String components, since java.time needs an extra Jackson module; enums get @JsonProperty on each constant.',
  names: 'every component carries @JsonProperty with the key as written; names are camelCase, keywords get a trailing underscore, and unions become Object.',
  checked: 'Our tests compile the output for real samples with javac and Debian’s Jackson 2.14 jars, read each sample with ObjectMapper, and expect a record with an extra key to fail.',
  options: 'Options: the root record name (also the file name), formats and enums on or off; records are immutable, so no read-only option is needed.',
});
