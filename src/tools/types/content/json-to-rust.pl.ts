import { typesContent } from '../page-text.pl';

/** Static text of the JSON to Rust page, in Polish. */
export const content = typesContent({
  name: 'Rust',
  why: 'serde odrzuca dokument, którego typy nie pasują do struktur, i to dobrze, dopóki struktury nie zostały napisane na podstawie jednego szczęśliwego przykładu. Struktury wyprowadzone ze wszystkich rekordów deserializują dane, które faktycznie masz, z Option dokładnie tam, gdzie w danych są luki.',
  optional: 'klucz brakujący w niektórych rekordach jest typu Option z #[serde(default, skip_serializing_if = "Option::is_none")], więc przy zapisie znów jest pomijany.',
  nullable: 'klucz, który bywa null, jest typu Option, który serde odczytuje z null.',
  numbers: 'i64 dla liczb całkowitych, f64, gdy tylko pojawi się część ułamkowa, u64 powyżej 2^63 i serde_json::Number powyżej 64 bitów, z uwagą o funkcji (feature) arbitrary_precision.',
  formats: 'formaty są opisane w komentarzach dokumentacyjnych pól String; enumy stają się enumami Rusta z #[serde(rename)] przy każdym wariancie.',
  names: 'pola są w snake_case z #[serde(rename)] tam, gdzie klucz się różni, słowa kluczowe są zapisywane jako surowe identyfikatory, np. r#type, a unie stają się serde_json::Value.',
  checked: 'Nasze testy budują offline przy użyciu cargo kod wygenerowany z prawdziwych próbek, z crate’ami serde i serde_json w wersjach pakietowanych przez Debiana, i dekodują każdą próbkę z odrzucaniem nieznanych pól.',
  options: 'Opcje: nazwa typu głównego, formaty i enumy włączone lub wyłączone; struktury mają derive dla Debug, Clone, PartialEq, Serialize i Deserialize.',
});
