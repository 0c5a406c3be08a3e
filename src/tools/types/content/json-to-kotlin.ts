import { typesContent } from '../page-text';

/** Static text of the JSON to Kotlin page. */
export const content = typesContent({
  name: 'Kotlin',
  why: 'kotlinx.serialization throws MissingFieldException when a property without a default is absent, and fails on unknown keys by default. Data classes inferred from every record of the data give defaults exactly where keys can be missing.',
  optional: 'a key missing from some records is nullable with = null as its default, which kotlinx needs to read a record without it.',
  nullable: 'a key that is sometimes null is a nullable type (String?).',
  numbers: 'Long for integers, Double once a fraction appears, ULong past 2^63, and JsonElement beyond 64 bits, with a comment.',
  formats: 'formats are noted in comments on String properties; enums become @Serializable enum classes with @SerialName on each entry.',
  names: 'properties are camelCase with @SerialName where the key differs; keywords are written in backticks, and unions become JsonElement.',
  checked: 'No Kotlin compiler runs in our tests, so the output for real samples is compared field by field with quicktype’s kotlinx output for the same schema.',
  options: 'Options: the root class name, formats and enums on or off; properties are val, as data classes usually are.',
});
