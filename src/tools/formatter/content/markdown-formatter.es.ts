import type { ToolContent } from '../../../content/types';

/** Static text of the Markdown Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear Markdown',
      paragraphs: [
        'Markdown se renderiza con indulgencia, así que un código fuente desordenado pasa desapercibido hasta que alguien tiene que editarlo: viñetas mezcladas, tablas desiguales, líneas de 300 caracteres. Los README, changelogs y la documentación viven en el control de versiones, y un Markdown ajustado de forma coherente produce diffs que muestran qué frase cambió.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'Prettier para Markdown', text: 'CommonMark y GitHub Flavored Markdown: tablas, listas de tareas, tachado y enlaces automáticos.' },
        { title: 'Texto ajustado a 80 caracteres', text: 'Los párrafos se reorganizan en líneas de 80 caracteres como máximo; los encabezados, tablas y bloques de código nunca se cortan.' },
        { title: 'Sintaxis coherente', text: 'Un solo estilo de viñetas, un solo estilo de énfasis y marcadores de encabezado normalizados en todo el documento.' },
        { title: 'Tablas alineadas', text: 'Las columnas de las tablas se rellenan para que las barras verticales queden alineadas en el código fuente.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega Markdown en Código de entrada, front matter incluido.' },
        { text: 'Haz clic en Formatear código. Prettier analiza el documento en un árbol sintáctico de Markdown.' },
        { text: 'El árbol se escribe con párrafos ajustados, listas normalizadas y tablas alineadas.' },
        { text: 'Copia el resultado en tu README o archivo de documentación.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Si tu proyecto escribe una frase por línea, no adoptes la salida ajustada; las dos convenciones chocan.' },
        { text: 'Añade una etiqueta de lenguaje a los bloques de código (```bash, ```json) para que tengan resaltado de sintaxis.' },
        { text: 'Usa un solo H1 por documento y no te saltes niveles de encabezado; los lectores de pantalla y los índices dependen de ello.' },
        { text: 'Revisa la página renderizada después de reformatear: el HTML dentro de Markdown se deja tal cual.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Ordenar los archivos README y CHANGELOG antes de una release.' },
        { text: 'Preparar páginas para MkDocs, Docusaurus u otros sitios de documentación estáticos.' },
        { text: 'Limpiar descripciones de pull requests y páginas de wiki.' },
        { text: 'Alinear tablas grandes de Markdown sin contar espacios a mano.' },
      ],
    },
  ],
};
