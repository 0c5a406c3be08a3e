import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Compare page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Cómo funciona el comparador HTML',
      paragraphs: [
        'La misma página puede servirse minificada por un build y sangrada por otro. El comparador HTML formatea ambos documentos con Prettier, con los ajustes del formateador HTML, antes de compararlos, así que las diferencias de sangría y saltos de línea desaparecen y destacan los elementos, atributos y textos cambiados.',
        'Tras el formateo, los documentos se comparan línea por línea. Cuando una línea del original y otra posterior de la versión modificada comparten más de la mitad de sus caracteres, por ejemplo una etiqueta cuyo atributo class cambió, se muestran como una fila modificada con los caracteres distintos resaltados. El resto de líneas se listan como eliminadas o añadidas frente a una fila vacía.',
      ],
    },
    {
      heading: 'Opciones',
      items: [
        { title: 'Ignorar espacios en blanco', text: 'Los espacios de más dentro de una línea, por ejemplo entre atributos o palabras, no se señalan.' },
        { title: 'Ignorar mayúsculas y minúsculas', text: 'Los textos y valores de atributo que solo difieren en mayúsculas o minúsculas cuentan como iguales.' },
        { title: 'Vista de contexto', text: 'Pliega las partes sin cambios de una página larga y deja tres líneas de contexto alrededor de cada cambio.' },
        { title: 'Teclas n y p', text: 'Saltan directamente a la fila cambiada siguiente o anterior.' },
      ],
    },
    {
      heading: 'Leer y exportar el resultado',
      items: [
        { text: 'En cada fila modificada, los caracteres eliminados se resaltan a la izquierda y los añadidos a la derecha.' },
        { text: 'La insignia sobre el resultado cuenta cada fila que cambió.' },
        { text: 'Exportar PDF escribe el diff entero como texto con búsqueda, por larga que sea la página.' },
        { text: 'Haz clic en Editar entrada para cambiar el marcado y comparar de nuevo.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Comprobar qué hizo un cambio en el CMS o en una plantilla con el HTML renderizado.' },
        { text: 'Comparar la salida renderizada en servidor antes y después de actualizar un framework.' },
        { text: 'Revisar cambios en plantillas de correo HTML.' },
        { text: 'Averiguar por qué falla un test de snapshot de un componente.' },
      ],
    },
  ],
};
