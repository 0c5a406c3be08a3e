import { typesContent } from '../page-text.es';

/** Static text of the JSON to JSON Schema page, in Spanish. */
export const content = typesContent({
  name: 'JSON Schema',
  why: 'Un esquema escrito a partir de un solo ejemplo rechaza el siguiente registro al que le falte un campo. Este generador lee todos tus datos y escribe un JSON Schema 2020-12 que cumplen todos los registros, con objetos cerrados, así que una clave inesperada o un tipo incorrecto hacen fallar la validación.',
  optional: 'solo son obligatorias las claves presentes en todos los registros.',
  nullable: 'una clave que a veces es null recibe una lista de tipos con "null", o un anyOf cuando hace referencia a una definición.',
  numbers: '"integer" donde cada valor está escrito sin parte decimal ni exponente, "number" en cuanto uno la tiene; los enteros por encima de 2^53 llevan un $comment, porque muchos validadores los comparan como doubles.',
  formats: '"format" vale date-time, date, email, uri o uuid solo cuando todas las cadenas en esa posición tienen ese formato; las listas enum aparecen cuando activas los enums.',
  names: 'las claves se quedan exactamente como están escritas en properties, y cada objeto anidado se convierte en una definición con nombre bajo $defs, compartida cuando dos formas son idénticas.',
  checked: 'Nuestras pruebas validan cada muestra real contra su esquema con el validador de nuestra página Validador de JSON Schema, y un registro con una clave de más o un tipo incorrecto tiene que fallar.',
  options: 'Opciones: el título de la definición raíz, formatos y enums activados o no, y si una clave ausente y un null se tratan por separado o se permiten ambos en todas partes.',
});
