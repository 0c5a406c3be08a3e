import { typesContent } from '../page-text.it';

/** Static text of the JSON to Rust page, in Italian. */
export const content = typesContent({
  name: 'Rust',
  why: 'serde rifiuta un documento i cui tipi non corrispondono alle struct, il che va bene, a meno che le struct non siano state scritte a partire da un solo esempio fortunato. Le struct ricavate da tutti i record deserializzano i dati che hai, con Option esattamente dove i dati hanno lacune.',
  optional: 'una chiave mancante in alcuni record è un Option con #[serde(default, skip_serializing_if = "Option::is_none")], così viene di nuovo omessa in scrittura.',
  nullable: 'una chiave che a volte è null è un Option, che serde legge da null.',
  numbers: 'i64 per gli interi, f64 non appena compare un decimale, u64 oltre 2^63 e serde_json::Number oltre i 64 bit, con una nota sulla feature arbitrary_precision.',
  formats: 'i formati sono annotati nei doc comment dei campi String; gli enum diventano enum Rust con un #[serde(rename)] su ogni variante.',
  names: 'i campi sono in snake_case con #[serde(rename)] dove la chiave è diversa, le parole chiave diventano raw identifier come r#type, e le union diventano serde_json::Value.',
  checked: 'I nostri test compilano offline con cargo l’output di campioni reali, usando i crate serde e serde_json pacchettizzati da Debian, e decodificano ogni campione rifiutando i campi sconosciuti.',
  options: 'Opzioni: il nome del tipo radice, formati ed enum attivi o no; le struct derivano Debug, Clone, PartialEq, Serialize e Deserialize.',
});
