import { typesContent } from '../page-text.es';

/** Static text of the JSON to Java page, in Spanish. */
export const content = typesContent({
  name: 'Java',
  why: 'Por defecto, Jackson falla ante una propiedad desconocida y asigna null a una que falta, algo que un campo primitivo no puede contener. Los records deducidos de cada registro de los datos usan tipos primitivos solo donde siempre hay un valor, así que ObjectMapper lee la muestra entera.',
  optional: 'una clave que falta en algunos registros recibe un tipo envoltorio (Long, Double, Boolean) que admite null.',
  nullable: 'una clave que a veces es null también recibe un tipo envoltorio; las cadenas, las listas y los records ya admiten null.',
  numbers: 'long para los enteros, double en cuanto aparece un valor decimal, y BigInteger para enteros por encima de 2^63, con un comentario.',
  formats: 'los formatos se anotan en comentarios sobre los componentes String, porque java.time necesita un módulo adicional de Jackson; los enums llevan @JsonProperty en cada constante.',
  names: 'cada componente lleva @JsonProperty con la clave tal como está escrita; los nombres van en camelCase, las palabras reservadas reciben un guion bajo final, y las uniones se convierten en Object.',
  checked: 'Nuestras pruebas compilan la salida para muestras reales con javac y los jars de Jackson 2.14 de Debian, leen cada muestra con ObjectMapper y exigen que un registro con una clave de más falle.',
  options: 'Opciones: el nombre del record raíz (también el nombre del archivo), formatos y enums activados o no; los records son inmutables, así que no hace falta ninguna opción de solo lectura.',
});
