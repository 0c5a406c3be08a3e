import type { ToolContent } from '../../../content/types';

/** Static text of the XML Compare page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Cómo funciona el comparador XML',
      paragraphs: [
        'El XML generado por sistemas distintos rara vez comparte formato: uno lo escribe todo en una sola línea y otro sangra con cuatro espacios. Por eso el comparador XML primero vuelve a sangrar ambos documentos como lo hace el formateador XML, dos espacios por nivel y un elemento por línea, para que solo queden los cambios reales en elementos, atributos y texto. Un XML mal formado en cualquiera de los lados se informa con su línea y columna.',
        'Después, los dos documentos normalizados se comparan línea por línea. Si una línea a la izquierda y otra posterior a la derecha comparten más de la mitad de sus caracteres, como un elemento cuyo valor de atributo cambió, se emparejan como una fila modificada y se resaltan exactamente los caracteres distintos. Las líneas sin pareja se muestran como eliminadas o añadidas junto a una fila vacía.',
      ],
    },
    {
      heading: 'Opciones',
      items: [
        { title: 'Ignorar espacios en blanco', text: 'Las secuencias de espacios y tabuladores cuentan como un solo espacio y se ignoran los espacios iniciales y finales, por ejemplo dentro del contenido de texto.' },
        { title: 'Ignorar mayúsculas y minúsculas', text: 'Se ignora si las letras son mayúsculas o minúsculas, útil cuando un sistema escribe TRUE y otro true.' },
        { title: 'Vista de contexto', text: 'Muestra cada cambio con tres líneas alrededor y pliega los tramos largos sin cambios de los documentos grandes.' },
        { title: 'Navegación con el teclado', text: 'n pasa a la diferencia siguiente y p a la anterior.' },
      ],
    },
    {
      heading: 'Leer y exportar el resultado',
      items: [
        { text: 'Ambos lados llevan los números de línea de los documentos normalizados, para que encuentres un cambio en la salida formateada.' },
        { text: 'La insignia de diferencias cuenta las filas eliminadas, añadidas y modificadas.' },
        { text: 'Exportar PDF genera un documento de varias páginas con cada fila de ambos lados como texto seleccionable y con búsqueda.' },
        { text: 'Editar entrada vuelve a las áreas de texto sin perder lo que pegaste.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Comparar respuestas SOAP de un entorno de pruebas y de producción.' },
        { text: 'Revisar cambios en pom.xml o en archivos de configuración de Spring o .NET.' },
        { text: 'Comprobar un documento transformado frente a la salida esperada de un test de XSLT o de mapeo.' },
        { text: 'Encontrar qué cambió entre dos exportaciones del mismo feed de datos.' },
      ],
    },
  ],
};
