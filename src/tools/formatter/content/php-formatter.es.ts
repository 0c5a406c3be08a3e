import type { ToolContent } from '../../../content/types';

/** Static text of the PHP Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear PHP',
      paragraphs: [
        'Los proyectos PHP arrastran a menudo años de estilos mezclados, desde plantillas que intercalan PHP y HTML hasta clases tipadas modernas. Los estándares de código de PHP-FIG (PSR-12 y su sucesor, el PER Coding Style) describen un formato común; aplicarlo automáticamente mantiene las revisiones centradas en el comportamiento.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'El plugin de PHP de Prettier', text: 'Formateo con @prettier/plugin-php, con sangría de 4 espacios como exigen PSR-2 y sus sucesores.' },
        { title: 'Llaves al estilo PER', text: 'Las llaves de apertura de clases, funciones y métodos van en su propia línea; las estructuras de control las mantienen en la misma línea.' },
        { title: 'Comas finales', text: 'Los arrays, las listas de argumentos y las de parámetros en varias líneas llevan coma final, así que añadir un elemento cambia una sola línea.' },
        { title: 'Sintaxis moderna de PHP 8', text: 'Admite enums, expresiones match, atributos, argumentos con nombre, readonly y propiedades tipadas.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega código PHP, empezando por la etiqueta <?php, en Código de entrada.' },
        { text: 'Haz clic en Formatear código. El plugin analiza el código en un árbol sintáctico de PHP.' },
        { text: 'Prettier escribe el árbol con un diseño al estilo PER e indica los errores de sintaxis en el recuadro de error.' },
        { text: 'Copia el archivo formateado.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Empieza la entrada con <?php: todo lo que queda fuera de las etiquetas PHP es HTML en línea, así que el código sin la etiqueta se escribe sin cambios.' },
        { text: 'Omite la etiqueta de cierre ?> en los archivos que solo contienen PHP; evita espacios sueltos en la respuesta.' },
        { text: 'WordPress tiene su propio estándar de código con sangría por tabulaciones, así que la salida para código de WordPress será distinta.' },
        { text: 'Añade PHP_CodeSniffer o PHP-CS-Fixer a la CI para las reglas que un formateador no cubre, como la nomenclatura.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Limpiar PHP heredado antes de una refactorización o de actualizar la versión de PHP.' },
        { text: 'Revisar clases de Laravel y Symfony copiadas de tickets o del chat.' },
        { text: 'Formatear código de plugins y temas antes de leerlo.' },
        { text: 'Preparar fragmentos de PHP para documentación.' },
      ],
    },
  ],
};
