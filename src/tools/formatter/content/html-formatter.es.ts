import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear HTML',
      paragraphs: [
        'El marcado de un CMS, una plantilla de email o un build minificado es un muro de div anidados donde cuesta ver qué etiqueta cierra qué. Una sangría coherente hace visible el árbol del documento.',
        'El HTML necesita un formateador cuidadoso: el espacio entre elementos en línea se muestra como un espacio visible, así que añadir o quitar un salto de línea en el sitio equivocado cambia lo que ven los usuarios.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'Prettier para HTML', text: 'El mismo formateador que usan muchos editores y pipelines de CI, con un ancho de línea de 120 caracteres y sangría de 2 espacios.' },
        { title: 'Diseño que respeta los espacios', text: 'Los saltos de línea siguen el tipo de display CSS de cada elemento: los elementos de bloque como div y p van en su propia línea, y los elementos en línea como a, span y em no se parten de forma que añada o quite espacios visibles.' },
        { title: 'Código incrustado', text: 'Los bloques script y style se formatean como JavaScript y CSS.' },
        { title: 'Etiquetas largas ajustadas', text: 'Un elemento con muchos atributos se escribe con un atributo por línea.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega un documento HTML completo o un fragmento en Código de entrada.' },
        { text: 'Haz clic en Formatear código. Prettier analiza el marcado como un árbol, igual que un navegador.' },
        { text: 'Decide los saltos de línea según el tipo de display de cada elemento y el ancho de 120 caracteres, y luego escribe el árbol.' },
        { text: 'Recorre la salida plegable y cópiala.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'No te sorprendas si ves un > al principio de una línea: Prettier lo coloca ahí a propósito para no añadir espacios entre elementos en línea.' },
        { text: 'Comprueba la conformidad con el W3C Nu HTML Checker: el formateo solo detecta marcado que el parser no puede leer, no anidamientos ni atributos no válidos.' },
        { text: 'La sintaxis de plantillas (Handlebars, Jinja, Blade) no es HTML; formatea esos archivos con una herramienta que entienda su lenguaje.' },
        { text: 'Escribe explícitamente las etiquetas de cierre como </p> y </li>; las opcionales son válidas pero hacen la estructura más difícil de leer.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Leer el código fuente minificado de una página en producción.' },
        { text: 'Limpiar HTML exportado de un CMS, un maquetador o un editor de emails.' },
        { text: 'Revisar el marcado que generan las plantillas del servidor.' },
        { text: 'Preparar fragmentos para documentación o para el comparador HTML.' },
      ],
    },
  ],
};
