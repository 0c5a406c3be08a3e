import { typesContent } from '../page-text.es';

/** Static text of the JSON to TypeScript page, in Spanish. */
export const content = typesContent({
  name: 'TypeScript',
  why: 'Los tipos escritos a mano se alejan de los datos el día en que un campo pasa a ser opcional. Esta página lee cada registro de una muestra o de un volcado NDJSON completo y escribe interfaces TypeScript a las que los datos se pueden asignar en modo estricto.',
  optional: 'una clave que falta en algunos registros se escribe con un signo de interrogación (name?: string), nunca se amplía a una unión.',
  nullable: 'una clave que es null en algunos registros recibe | null, separada de opcional salvo que elijas ambas cosas.',
  numbers: 'los enteros y los decimales son number; los enteros por encima de 2^53 llevan un comentario que dice que JSON.parse los redondea y que un parser sin pérdida con bigint los conserva.',
  formats: 'un campo de cadena cuyos valores son todos fechas y horas, fechas, direcciones de correo electrónico, URL o UUID se indica en su comentario de documentación; los enums se convierten en uniones de literales string cuando los pides.',
  names: 'las claves que no son identificadores van entre comillas ("first-name"), y los objetos anidados se convierten en interfaces con el nombre de su clave, así que orders[] da Order.',
  checked: 'Nuestras pruebas compilan con tsc --strict el TypeScript de muestras reales (eventos de GitHub, una Pokédex, el Senado de EE. UU., un álbum de Spotify), con cada muestra asignada a su tipo raíz.',
  options: 'Opciones: declaraciones interface o type, propiedades y arrays readonly, formatos y enums activados o no, claves ausentes y nulls por separado o escritos a la vez como opcionales y nullable.',
});
