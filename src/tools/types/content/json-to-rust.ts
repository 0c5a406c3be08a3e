import { typesContent } from '../page-text';

/** Static text of the JSON to Rust page. */
export const content = typesContent({
  name: 'Rust',
  why: 'serde refuses a document whose types do not match the structs, which is good until the structs were written from one lucky example. Structs inferred from every record deserialize the data you have, with Option exactly where the data has gaps.',
  optional: 'a key missing from some records is an Option with #[serde(default, skip_serializing_if = "Option::is_none")], so it is left out again when written.',
  nullable: 'a key that is sometimes null is an Option, which serde reads from null.',
  numbers: 'i64 for integers, f64 once a fraction appears, u64 past 2^63, and serde_json::Number beyond 64 bits, with a note on the arbitrary_precision feature.',
  formats: 'formats are noted in doc comments on String fields; enums become Rust enums with a #[serde(rename)] on each variant.',
  names: 'fields are snake_case with #[serde(rename)] where the key differs, keywords are raw identifiers such as r#type, and unions become serde_json::Value.',
  checked: 'Our tests build the output for real samples with cargo against Debian’s packaged serde and serde_json crates, offline, and decode each sample with unknown fields denied.',
  options: 'Options: the root type name, formats and enums on or off; structs derive Debug, Clone, PartialEq, Serialize and Deserialize.',
});
