import { typesContent } from '../page-text.es';

/** Static text of the JSON to Rust page, in Spanish. */
export const content = typesContent({
  name: 'Rust',
  why: 'serde rechaza un documento cuyos tipos no coinciden con los structs, lo cual está bien, salvo si los structs se escribieron a partir de un único ejemplo afortunado. Los structs deducidos de cada registro deserializan los datos que tienes, con Option exactamente donde los datos tienen huecos.',
  optional: 'una clave que falta en algunos registros es un Option con #[serde(default, skip_serializing_if = "Option::is_none")], así que vuelve a omitirse al escribir.',
  nullable: 'una clave que a veces es null es un Option, que serde lee a partir de null.',
  numbers: 'i64 para los enteros, f64 en cuanto aparece un valor decimal, u64 por encima de 2^63, y serde_json::Number más allá de 64 bits, con una nota sobre la feature arbitrary_precision.',
  formats: 'los formatos se anotan en comentarios de documentación sobre los campos String; los enums se convierten en enums de Rust con un #[serde(rename)] en cada variante.',
  names: 'los campos van en snake_case con #[serde(rename)] donde la clave es distinta, las palabras reservadas son identificadores raw como r#type, y las uniones se convierten en serde_json::Value.',
  checked: 'Nuestras pruebas compilan la salida para muestras reales con cargo, sin conexión, contra los crates serde y serde_json empaquetados por Debian, y decodifican cada muestra rechazando los campos desconocidos.',
  options: 'Opciones: el nombre del tipo raíz, formatos y enums activados o no; los structs derivan Debug, Clone, PartialEq, Serialize y Deserialize.',
});
