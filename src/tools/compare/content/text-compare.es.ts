import type { ToolContent } from '../../../content/types';

/** Static text of the Text Compare page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Cómo funciona el comparador de textos',
      paragraphs: [
        'El comparador de textos funciona con cualquier texto plano: archivos de log, código en cualquier lenguaje, CSV, configuración, prosa. A diferencia de las comparaciones de JSON o XML, no reformatea nada; las líneas se comparan tal como las pegaste, los finales de línea de Windows y de los Mac antiguos se leen como saltos de línea normales, y solo las opciones que actives cambian lo que cuenta como diferencia.',
        'Las líneas se emparejan en orden. Las líneas idénticas aparecen lado a lado. Una línea eliminada y otra añadida más adelante se muestran en la misma fila como modificadas cuando coinciden más de la mitad de sus caracteres; los caracteres distintos se resaltan, así que un dígito cambiado en una línea de log larga se ve al instante. Todas las demás líneas se marcan como eliminadas (a la izquierda) o añadidas (a la derecha), frente a una fila vacía.',
      ],
    },
    {
      heading: 'Opciones',
      items: [
        { title: 'Ignorar espacios en blanco', text: 'No cuentan los cambios de sangría ni de cantidad de espacios, como tabuladores sustituidos por espacios.' },
        { title: 'Ignorar mayúsculas y minúsculas', text: 'Las mayúsculas y las minúsculas se tratan como la misma letra.' },
        { title: 'Vista de contexto', text: 'Solo se muestran las líneas cambiadas y las tres líneas que las rodean; un tramo idéntico plegado se puede volver a desplegar.' },
        { title: 'Siguiente y anterior', text: 'Pulsa n o p para recorrer las diferencias una a una.' },
      ],
    },
    {
      heading: 'Leer y exportar el resultado',
      items: [
        { text: 'Cada lado muestra sus propios números de línea, para que encuentres un cambio en el archivo original.' },
        { text: 'El recuento sobre el resultado («3 diferencias en 2 bloques») cuenta cada fila eliminada, añadida o modificada y los bloques que forman.' },
        { text: 'Exportar PDF guarda la comparación completa, no una captura de pantalla: todas las filas de ambos lados, como texto que puedes buscar y copiar.' },
        { text: 'Editar entrada vuelve a mostrar las dos áreas de texto para que ajustes cualquiera de los lados.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Comparar la salida de log de una ejecución de tests correcta y otra fallida.' },
        { text: 'Revisar dos versiones de un script, un archivo SQL o un archivo de entorno.' },
        { text: 'Revisar cambios en documentación, notas de versión o el texto de un contrato.' },
        { text: 'Comprobar que una exportación o un informe coincide línea a línea con la salida esperada.' },
      ],
    },
  ],
};
