import type { ToolContent } from '../../content/types';

/** Static text of the Format & Diff page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Qué hace Formatear y diff',
      paragraphs: [
        'Formatear y diff vuelve a escribir JSON, XML o HTML con una sangría limpia y luego muestra, lado a lado, en qué se diferencia el resultado de lo que pegaste. Responde a dos preguntas de una vez: ¿cómo queda el documento formateado y qué cambió exactamente el formateo?',
      ],
    },
    {
      heading: 'Reglas de formateo',
      items: [
        { title: 'JSON', text: 'Se analiza y se vuelve a escribir con una sangría de dos espacios.' },
        { title: 'XML', text: 'Se vuelve a sangrar etiqueta por etiqueta, un nivel por elemento anidado.' },
        { title: 'HTML', text: 'Se vuelve a sangrar por etiquetas, de la misma forma sencilla que el XML.' },
        { title: 'Errores', text: 'Una entrada que no se puede leer se informa como «Formato JSON no válido», «Formato XML no válido» o «Formato HTML no válido».' },
      ],
    },
    {
      heading: 'Cómo usarlo',
      layout: 'steps',
      items: [
        { text: 'Elige JSON, XML o HTML.' },
        { text: 'Pega tu entrada.' },
        { text: 'Lee la salida formateada en el panel de salida.' },
        { text: 'Revisa en la vista de diff cada línea que el formateo añadió, eliminó o cambió.' },
      ],
    },
    {
      heading: 'Cuándo usarlo',
      items: [
        { text: 'Ver si un archivo ya estaba formateado: un diff vacío significa que no cambió nada.' },
        { text: 'Enseñar a un compañero qué toca un reformateo antes de hacer commit.' },
        { text: 'Cambiar rápidamente entre los tres tipos sin salir de la página.' },
        { text: 'Para formatear en producción con validación estricta, usa mejor los formateadores dedicados de JSON, XML y HTML.' },
      ],
    },
  ],
};
