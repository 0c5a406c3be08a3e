import { typesContent } from '../page-text.es';

/** Static text of the JSON to Go page, in Spanish. */
export const content = typesContent({
  name: 'Go',
  why: 'encoding/json decodifica en los structs que declaras, y un tipo incorrecto o una etiqueta que falta solo se nota cuando llegan los datos de producción. Los structs deducidos de cada registro llevan las etiquetas json correctas y enteros del tamaño adecuado, así que los datos se decodifican incluso con DisallowUnknownFields activado.',
  optional: 'una clave que falta en algunos registros recibe omitempty en su etiqueta, y un puntero cuando contiene un struct.',
  nullable: 'una clave que a veces es null se convierte en un puntero (*string, *int64); los slices, los maps y los valores de interfaz ya pueden ser nil.',
  numbers: 'int64 para los enteros, float64 en cuanto aparece un valor decimal, uint64 para valores por encima de 2^63 y json.Number para enteros de más de 64 bits, con un comentario.',
  formats: 'las fechas y horas RFC 3339 se convierten en time.Time; los demás formatos se anotan en comentarios; los enums se convierten en un tipo string con nombre y sus constantes.',
  names: 'los campos se exportan al estilo de Go, con las siglas en mayúsculas (UserID, URL, SKU), y la etiqueta conserva la clave exactamente como está escrita.',
  checked: 'Nuestras pruebas ejecutan go vet sobre la salida para muestras reales y un programa que decodifica cada muestra con DisallowUnknownFields, y exigen que un registro con una clave de más falle.',
  options: 'Opciones: el nombre del tipo raíz, formatos y enums activados o no; Go no tiene campos de solo lectura, así que esa opción no se ofrece aquí.',
});
