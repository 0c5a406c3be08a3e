import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear JSON',
      paragraphs: [
        'Una respuesta de API o una línea de log suele llegar como una sola línea larga de JSON, donde es fácil pasar por alto un campo que falta o un nivel de anidamiento equivocado. El JSON con sangría muestra la estructura de un vistazo y mantiene legibles las revisiones de código y los diffs.',
        'Formatear también es validar. JSON tiene una gramática pequeña y estricta (RFC 8259), pero muchas bibliotecas aceptan sin avisar comentarios o comas finales que el siguiente sistema de la cadena rechaza.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        {
          title: 'Salida sin pérdidas',
          text: 'Solo cambian los espacios en blanco. Los enteros grandes como 12345678901234567890, valores como 1.0e+400 o -0, escapes como \\u00e9, las claves duplicadas y el orden de las claves conservan su texto exacto. JSON.parse redondearía cualquier entero mayor que 2^53.',
        },
        {
          title: 'Validación estricta según RFC 8259',
          text: 'Se rechazan las comas finales, los comentarios, las comillas simples, las claves sin comillas, NaN y los ceros a la izquierda, y el mensaje de error indica la línea y la columna.',
        },
        { title: 'Árbol plegable', text: 'Puedes contraer cada objeto y cada array de la salida para recorrer un documento grande nivel a nivel.' },
        { title: 'Documentos grandes', text: 'Un archivo de 10 MB se formatea en un segundo aproximadamente, en un worker en segundo plano, así que la página sigue respondiendo. Los archivos de hasta 2 GB se abren formateados al instante y se leen por partes.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega tu JSON en el panel Código de entrada.' },
        { text: 'Haz clic en Formatear código. El texto se comprueba según RFC 8259 y se vuelve a sangrar con dos espacios por nivel.' },
        { text: 'Si el JSON no es válido, corrige el punto que indica el recuadro rojo de error (línea y columna) y vuelve a formatear.' },
        { text: 'Contrae las partes que no necesites y haz clic en Copiar código.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Envía los ID mayores que 9007199254740991 (2^53 − 1) como cadenas si los lee un cliente JavaScript: este formateador los mantiene intactos, JSON.parse no.' },
        { text: 'Mantén únicas las claves de cada objeto. RFC 8259 solo dice que los nombres DEBERÍAN ser únicos, y los parsers no coinciden en qué duplicado gana.' },
        { text: 'No dependas del orden de las claves: los objetos JSON no tienen orden. Usa un array cuando el orden tenga significado.' },
        { text: 'Intercambia JSON en UTF-8, como exige RFC 8259 entre sistemas, y escapa los caracteres de control dentro de las cadenas.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Leer respuestas REST y GraphQL o payloads de webhooks mientras depuras una integración.' },
        { text: 'Revisar package.json, composer.json u otros archivos de configuración JSON estrictos antes de un commit.' },
        { text: 'Preparar fixtures y respuestas simuladas legibles para tests unitarios y de contrato.' },
        { text: 'Inspeccionar JSON sacado de logs o colas de mensajes antes de adjuntarlo a un informe de error.' },
      ],
    },
  ],
};
