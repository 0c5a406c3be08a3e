import { typesContent } from '../page-text.es';

/** Static text of the JSON to C# page, in Spanish. */
export const content = typesContent({
  name: 'C#',
  why: 'System.Text.Json distingue mayúsculas y minúsculas en los nombres de las propiedades y deja un valor ausente con su valor por defecto, así que las clases escritas a mano pierden datos sin avisar. Los records posicionales deducidos de cada registro nombran cada clave de forma explícita e indican qué valores pueden faltar.',
  optional: 'una clave que falta en algunos registros recibe una anotación nullable (string?, long?), para que su ausencia se lea como null.',
  nullable: 'una clave que a veces es null recibe la misma anotación; el archivo activa los tipos de referencia nullable.',
  numbers: 'long para los enteros, double en cuanto aparece un valor decimal, ulong por encima de 2^63, y JsonElement para enteros de más de 64 bits, con un comentario.',
  formats: 'DateTimeOffset, DateOnly y Guid donde cada valor tiene ese formato; los enums usan JsonStringEnumMemberName, que requiere .NET 9.',
  names: 'cada parámetro lleva [property: JsonPropertyName] con la clave tal como está escrita; los nombres van en PascalCase, y un miembro nunca toma el nombre de su record.',
  checked: 'En nuestras pruebas no se ejecuta ningún compilador de C# capaz de compilar records, así que la salida para muestras reales se compara campo a campo con la salida System.Text.Json de quicktype para el mismo esquema.',
  options: 'Opciones: el nombre del record raíz, formatos y enums activados o no; los records son inmutables, así que no hace falta ninguna opción de solo lectura.',
});
