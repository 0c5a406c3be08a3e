import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Compare page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Cómo funciona el comparador CSS',
      paragraphs: [
        'Una hoja de estilo minificada y su código fuente no se parecen en nada, aunque las reglas sean idénticas. El comparador CSS formatea ambas hojas de estilo igual, con una declaración por línea, antes de compararlas, así que un valor de propiedad cambiado aparece como una sola línea y no como una regla reescrita entera.',
        'Después, las hojas de estilo formateadas se comparan línea por línea. Una declaración eliminada y otra añadida más adelante se emparejan como modificadas cuando coinciden más de la mitad de sus caracteres, como color: #333 que pasa a color: #222, y se resaltan los caracteres cambiados. Las líneas sin pareja parecida se marcan como eliminadas o añadidas frente a una fila vacía.',
      ],
    },
    {
      heading: 'Opciones',
      items: [
        { title: 'Ignorar espacios en blanco', text: 'No cuentan las diferencias en la cantidad de espacios dentro de una línea, por ejemplo en un comentario o una cadena.' },
        { title: 'Ignorar mayúsculas y minúsculas', text: 'Trata #FFF y #fff, o PX y px, como iguales.' },
        { title: 'Vista de contexto', text: 'Muestra solo las reglas cambiadas con tres líneas alrededor, para que las hojas de estilo largas sigan siendo legibles.' },
        { title: 'Navegación', text: 'Usa n para la diferencia siguiente y p para la anterior.' },
      ],
    },
    {
      heading: 'Leer y exportar el resultado',
      items: [
        { text: 'Los números de línea se refieren a las hojas de estilo formateadas de cada lado.' },
        { text: 'El recuento de diferencias abarca declaraciones y selectores eliminados, añadidos y modificados.' },
        { text: 'El PDF contiene cada fila de ambos lados como texto, repartida en tantas páginas como haga falta.' },
        { text: 'Editar entrada recupera las áreas de texto para que pegues otra versión.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Encontrar qué cambió entre dos versiones de un tema o de una biblioteca de componentes.' },
        { text: 'Comparar el CSS de producción con el build local cuando un estilo no coincide.' },
        { text: 'Revisar la salida tras actualizar un preprocesador o un plugin de PostCSS.' },
        { text: 'Comprobar que una refactorización no cambió ninguna declaración.' },
      ],
    },
  ],
};
