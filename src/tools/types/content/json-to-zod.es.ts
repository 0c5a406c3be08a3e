import { typesContent } from '../page-text.es';

/** Static text of the JSON to Zod page, in Spanish. */
export const content = typesContent({
  name: 'Zod',
  why: 'Zod comprueba los datos en tiempo de ejecución, así que un esquema demasiado laxo deja pasar registros malos y uno demasiado estricto falla con los buenos. Generarlo a partir de cada registro de datos reales da objetos estrictos que aceptan lo que tienes hoy, con el tipo estático inferido del mismo esquema.',
  optional: 'una clave que falta en algunos registros termina en .optional(), así que un registro sin ella se sigue aceptando.',
  nullable: 'una clave que a veces es null termina en .nullable(), o en .nullish() cuando además puede faltar.',
  numbers: 'los enteros se convierten en z.int(), los decimales en z.number(); los enteros por encima de 2^53 se quedan en z.number() con un comentario, porque z.int() rechaza los enteros no seguros que produce JSON.parse.',
  formats: 'las cadenas que son todas fechas y horas, fechas, correos electrónicos, URL o UUID reciben z.iso.datetime(), z.iso.date(), z.email(), z.url() o z.uuid(); los enums se convierten en z.enum([…]) cuando los pides.',
  names: 'los objetos son z.strictObject, así que las claves desconocidas fallan; cada esquema se declara antes de los que lo usan, con su tipo z.infer.',
  checked: 'Nuestras pruebas importan el módulo Zod 4 generado, validan cada muestra real con él y exigen que fallen un registro con una clave desconocida y otro con un tipo incorrecto; tsc --strict también comprueba el propio módulo.',
  options: 'Opciones: esquemas readonly, formatos y enums activados o no, claves ausentes y nulls por separado o escritos con .nullish(), y el nombre del esquema raíz.',
});
