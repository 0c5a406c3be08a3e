import { typesContent } from '../page-text.de';

/** Static text of the JSON to Rust page, in German. */
export const content = typesContent({
  name: 'Rust',
  why: 'serde lehnt ein Dokument ab, dessen Typen nicht zu den Structs passen – gut so, solange die Structs nicht nach einem einzigen glücklichen Beispiel geschrieben wurden. Aus jedem Datensatz abgeleitete Structs deserialisieren die Daten, die du hast, mit Option genau dort, wo die Daten Lücken haben.',
  optional: 'Ein Schlüssel, der in manchen Datensätzen fehlt, ist eine Option mit #[serde(default, skip_serializing_if = "Option::is_none")], sodass er beim Schreiben wieder weggelassen wird.',
  nullable: 'Ein Schlüssel, der manchmal null ist, ist eine Option, die serde aus null liest.',
  numbers: 'i64 für Ganzzahlen, f64, sobald Nachkommastellen vorkommen, u64 über 2^63 und serde_json::Number jenseits von 64 Bit, mit einem Hinweis auf das Feature arbitrary_precision.',
  formats: 'Formate werden in Doc-Kommentaren an String-Feldern vermerkt; Enums werden zu Rust-Enums mit einem #[serde(rename)] an jeder Variante.',
  names: 'Felder sind snake_case mit #[serde(rename)], wo der Schlüssel abweicht, Schlüsselwörter werden zu Raw Identifiers wie r#type, und Unions werden zu serde_json::Value.',
  checked: 'Unsere Tests bauen die Ausgabe für echte Beispiele offline mit cargo gegen die von Debian paketierten Crates serde und serde_json und dekodieren jedes Beispiel, wobei unbekannte Felder abgelehnt werden.',
  options: 'Optionen: Name des Wurzeltyps, String-Formate und Enums ein oder aus; die Structs leiten Debug, Clone, PartialEq, Serialize und Deserialize per derive ab.',
});
