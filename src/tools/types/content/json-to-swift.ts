import { typesContent } from '../page-text';

/** Static text of the JSON to Swift page. */
export const content = typesContent({
  name: 'Swift',
  why: 'JSONDecoder throws keyNotFound for a missing key unless the property is optional, and typeMismatch for a number where a string was declared. Codable structs inferred from every record make exactly the right properties optional.',
  optional: 'a key missing from some records is an optional property, which JSONDecoder reads as nil.',
  nullable: 'a key that is sometimes null is optional too; Swift has one way to say both.',
  numbers: 'Int for integers, Double once a fraction appears, UInt64 past 2^63 and Decimal beyond 64 bits, with a comment.',
  formats: 'UUID and URL where every value has that format; dates stay String, since JSONDecoder’s default date strategy expects numbers. Enums become String-backed Codable enums.',
  names: 'properties are camelCase, with a CodingKeys enum naming each key whenever one differs; keywords are written in backticks, and unions use a small JSONValue enum.',
  checked: 'No Swift compiler runs in our tests, so the output for real samples is compared field by field with quicktype’s Codable output for the same schema.',
  options: 'Options: the root struct name, formats and enums on or off; properties are let constants.',
});
