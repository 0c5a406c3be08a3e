import { typesContent } from '../page-text.es';

/** Static text of the JSON to Kotlin page, in Spanish. */
export const content = typesContent({
  name: 'Kotlin',
  why: 'kotlinx.serialization lanza MissingFieldException cuando falta una propiedad sin valor por defecto, y por defecto falla ante claves desconocidas. Las data classes deducidas de cada registro de los datos ponen valores por defecto exactamente donde pueden faltar claves.',
  optional: 'una clave que falta en algunos registros es nullable con = null como valor por defecto, que kotlinx necesita para leer un registro sin ella.',
  nullable: 'una clave que a veces es null tiene un tipo nullable (String?).',
  numbers: 'Long para los enteros, Double en cuanto aparece un valor decimal, ULong por encima de 2^63, y JsonElement más allá de 64 bits, con un comentario.',
  formats: 'los formatos se anotan en comentarios sobre las propiedades String; los enums se convierten en enum classes @Serializable con @SerialName en cada entrada.',
  names: 'las propiedades van en camelCase, con @SerialName donde la clave es distinta; las palabras reservadas se escriben entre comillas invertidas, y las uniones se convierten en JsonElement.',
  checked: 'En nuestras pruebas no se ejecuta ningún compilador de Kotlin, así que la salida para muestras reales se compara campo a campo con la salida kotlinx de quicktype para el mismo esquema.',
  options: 'Opciones: el nombre de la clase raíz, formatos y enums activados o no; las propiedades son val, como suele ser en las data classes.',
});
