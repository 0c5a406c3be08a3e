import { typesContent } from '../page-text';

/** Static text of the JSON to Zod page. */
export const content = typesContent({
  name: 'Zod',
  why: 'Zod checks data at run time, so a schema that is too loose lets bad records through and one that is too tight breaks on good ones. Generating it from every record of real data gives strict objects that parse what you have today, with the static type inferred from the same schema.',
  optional: 'a key missing from some records ends in .optional(), so parsing a record without it still succeeds.',
  nullable: 'a key that is sometimes null ends in .nullable(), or .nullish() when it may also be missing.',
  numbers: 'integers become z.int(), fractions z.number(); integers past 2^53 stay z.number() with a comment, since z.int() refuses unsafe integers that JSON.parse produces.',
  formats: 'strings that are all date-times, dates, e-mails, URLs or UUIDs get z.iso.datetime(), z.iso.date(), z.email(), z.url() or z.uuid(); enums become z.enum([…]) when you ask for them.',
  names: 'objects are z.strictObject, so unknown keys fail; schemas are declared before the ones that use them, each with its z.infer type.',
  checked: 'Our tests import the generated Zod 4 module, parse each real sample with it, and require a record with an unknown key and a record with a wrong type to fail; tsc --strict also checks the module itself.',
  options: 'Options: readonly schemas, formats and enums on or off, missing keys and nulls kept apart or written with .nullish(), and the root schema name.',
});
