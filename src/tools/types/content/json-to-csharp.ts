import { typesContent } from '../page-text';

/** Static text of the JSON to C# page. */
export const content = typesContent({
  name: 'C#',
  why: 'System.Text.Json matches property names case by case and leaves a missing value at its default, so hand-written classes drop data quietly. Positional records inferred from every record name each key explicitly and say which values may be absent.',
  optional: 'a key missing from some records gets a nullable annotation (string?, long?) so its absence reads as null.',
  nullable: 'a key that is sometimes null gets the same annotation; the file enables nullable reference types.',
  numbers: 'long for integers, double once a fraction appears, ulong past 2^63, and JsonElement for integers beyond 64 bits, with a comment.',
  formats: 'DateTimeOffset, DateOnly and Guid where every value has that format; enums use JsonStringEnumMemberName, which needs .NET 9.',
  names: 'every parameter has [property: JsonPropertyName] with the key as written; names are PascalCase, and a member never takes its record’s name.',
  checked: 'No C# compiler that builds records runs in our tests, so the output for real samples is compared field by field with quicktype’s System.Text.Json output for the same schema.',
  options: 'Options: the root record name, formats and enums on or off; records are immutable, so no read-only option is needed.',
});
