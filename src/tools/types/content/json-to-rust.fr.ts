import { typesContent } from '../page-text.fr';

/** Static text of the JSON to Rust page, in French. */
export const content = typesContent({
  name: 'Rust',
  why: 'serde refuse un document dont les types ne correspondent pas aux structs, ce qui est une bonne chose, sauf si les structs ont été écrites d’après un seul exemple chanceux. Des structs déduites de chaque enregistrement désérialisent les données que vous avez, avec Option exactement là où les données ont des trous.',
  optional: 'une clé absente de certains enregistrements est une Option avec #[serde(default, skip_serializing_if = "Option::is_none")], si bien qu’elle est de nouveau omise à l’écriture.',
  nullable: 'une clé parfois null est une Option, que serde lit à partir de null.',
  numbers: 'i64 pour les entiers, f64 dès qu’une valeur décimale apparaît, u64 au-delà de 2^63, et serde_json::Number au-delà de 64 bits, avec une note sur la feature arbitrary_precision.',
  formats: 'les formats sont notés en commentaire de documentation sur les champs String ; les enums deviennent des enums Rust avec un #[serde(rename)] sur chaque variante.',
  names: 'les champs sont en snake_case avec #[serde(rename)] quand la clé diffère, les mots-clés deviennent des identifiants bruts comme r#type, et les unions deviennent serde_json::Value.',
  checked: 'Nos tests compilent la sortie obtenue pour des échantillons réels avec cargo, hors ligne, contre les crates serde et serde_json empaquetées par Debian, et décodent chaque échantillon en refusant les champs inconnus.',
  options: 'Options : le nom du type racine, formats et enums activés ou non ; les structs dérivent Debug, Clone, PartialEq, Serialize et Deserialize.',
});
