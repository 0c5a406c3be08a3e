import { typesContent } from '../page-text.es';

/** Static text of the JSON to Swift page, in Spanish. */
export const content = typesContent({
  name: 'Swift',
  why: 'JSONDecoder lanza keyNotFound para una clave que falta salvo que la propiedad sea opcional, y typeMismatch para un número donde se declaró una cadena. Los structs Codable deducidos de cada registro hacen opcionales exactamente las propiedades correctas.',
  optional: 'una clave que falta en algunos registros es una propiedad opcional, que JSONDecoder lee como nil.',
  nullable: 'una clave que a veces es null también es opcional; Swift tiene una sola forma de expresar ambas cosas.',
  numbers: 'Int para los enteros, Double en cuanto aparece un valor decimal, UInt64 por encima de 2^63 y Decimal más allá de 64 bits, con un comentario.',
  formats: 'UUID y URL donde cada valor tiene ese formato; las fechas se quedan en String, porque la estrategia de fechas por defecto de JSONDecoder espera números. Los enums se convierten en enums Codable con valor en bruto String.',
  names: 'las propiedades van en camelCase, con un enum CodingKeys que nombra cada clave siempre que alguna sea distinta; las palabras reservadas se escriben entre comillas invertidas, y las uniones usan un pequeño enum JSONValue.',
  checked: 'En nuestras pruebas no se ejecuta ningún compilador de Swift, así que la salida para muestras reales se compara campo a campo con la salida Codable de quicktype para el mismo esquema.',
  options: 'Opciones: el nombre del struct raíz, formatos y enums activados o no; las propiedades son constantes let.',
});
