import { typesContent } from '../page-text.es';

/** Static text of the JSON to Python page, in Spanish. */
export const content = typesContent({
  name: 'Python',
  why: 'Un modelo de pydantic al que le falta un campo, o un TypedDict que declara obligatoria una clave opcional, acaba en errores de validación o en huecos silenciosos en los tipos. Los modelos deducidos de cada registro de los datos coinciden con lo que devuelve json.loads, y pydantic lo valida.',
  optional: 'una clave que falta en algunos registros es Optional con None por defecto en pydantic, o NotRequired en un TypedDict.',
  nullable: 'una clave que a veces es null es Optional[...], obligatoria salvo que también pueda faltar.',
  numbers: 'int o float según cómo estén escritos los valores; los enteros de Python no tienen límite de tamaño, así que los enteros por encima de 2^53 no necesitan ningún tipo especial.',
  formats: 'los modelos de pydantic usan datetime, date y UUID donde cada valor tiene ese formato; los TypedDict mantienen str, tal como devuelve json.loads. Los enums se convierten en clases Enum derivadas de str o en tipos Literal.',
  names: 'las claves que no son identificadores, las palabras reservadas y los nombres que reserva pydantic reciben un nombre de campo seguro con un alias; los TypedDict con esas claves usan la sintaxis funcional.',
  checked: 'Nuestras pruebas compilan cada salida con python3 -m py_compile y ejecutan mypy --strict sobre la salida TypedDict con cada muestra real asignada a ella; pydantic v2 en sí no se ejecuta en nuestras pruebas, porque Debian solo incluye pydantic 1.10.',
  options: 'Opciones: modelos de pydantic v2 o TypedDict (Python 3.11 o posterior), modelos congelados (frozen), formatos y enums activados o no, claves ausentes y nulls por separado o ambos Optional.',
});
