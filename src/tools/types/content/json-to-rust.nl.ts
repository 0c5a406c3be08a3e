import { typesContent } from '../page-text.nl';

/** Static text of the JSON to Rust page, in Dutch. */
export const content = typesContent({
  name: 'Rust',
  why: 'serde weigert een document waarvan de types niet bij de structs passen, en dat is goed, totdat de structs naar één toevallig voorbeeld zijn geschreven. Structs die uit elk record zijn afgeleid, deserialiseren de data die je hebt, met Option precies waar de data gaten heeft.',
  optional: 'een sleutel die in sommige records ontbreekt, is een Option met #[serde(default, skip_serializing_if = "Option::is_none")], zodat hij bij het schrijven weer wordt weggelaten.',
  nullable: 'een sleutel die soms null is, is een Option, die serde uit null leest.',
  numbers: 'i64 voor gehele getallen, f64 zodra er een getal met decimalen voorkomt, u64 boven 2^63 en serde_json::Number voorbij 64 bits, met een opmerking over de feature arbitrary_precision.',
  formats: 'formaten staan in doc-commentaar bij String-velden; enums worden Rust-enums met een #[serde(rename)] op elke variant.',
  names: 'velden zijn snake_case met #[serde(rename)] waar de sleutel afwijkt, gereserveerde woorden worden raw identifiers zoals r#type, en unions worden serde_json::Value.',
  checked: 'Onze tests bouwen de uitvoer voor echte voorbeelden offline met cargo, tegen de serde- en serde_json-crates die Debian meelevert, en decoderen elk voorbeeld terwijl onbekende velden worden geweigerd.',
  options: 'Opties: Naam van het roottype, Stringformaten en Enums aan of uit; structs deriven Debug, Clone, PartialEq, Serialize en Deserialize.',
});
