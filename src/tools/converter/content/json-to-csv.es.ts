import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to CSV page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Registros JSON a hoja de cálculo',
      paragraphs: [
        'Una exportación de una API suele ser un array de objetos. Las hojas de cálculo, las herramientas de BI y los asistentes de importación de bases de datos quieren CSV. Este conversor escribe una fila por objeto y una columna por campo, y enumera bajo la salida cada lugar en el que CSV tuvo que simplificar los datos.',
      ],
    },
    {
      heading: 'Cómo se construyen las columnas',
      items: [
        { title: 'Cabecera', text: 'La unión de todas las claves, en el orden en que aparecen por primera vez, para que los registros con campos de más o de menos sigan alineados.' },
        { title: 'Objetos anidados', text: 'Se aplanan en nombres de columna con puntos: {"address": {"city": "Utrecht"}} da una columna address.city.' },
        { title: 'Arrays', text: 'Se escriben como texto JSON en una celda, por ejemplo ["a","b"], para no perder nada de su contenido.' },
        { title: 'Números y booleanos', text: 'Se copian con sus dígitos exactos; 12345678901234567890 no se redondea y 1.50 conserva su cero final.' },
        { title: 'Comillas', text: 'RFC 4180: las celdas con comas, comillas o saltos de línea van entre comillas, las comillas se duplican y las filas terminan en CRLF.' },
      ],
    },
    {
      heading: 'Usar el conversor',
      layout: 'steps',
      items: [
        { text: 'Pega un array JSON de objetos (un solo objeto da una fila) en el panel Entrada JSON.' },
        { text: 'Deja activada la protección contra fórmulas, salvo que el archivo vaya a un programa que no sea una hoja de cálculo.' },
        { text: 'Haz clic en Convertir y lee las notas bajo el CSV.' },
        { text: 'Descarga converted.csv y ábrelo en Excel, LibreOffice o Google Sheets.' },
      ],
    },
    {
      heading: 'Límites del CSV',
      items: [
        { text: 'null y una clave ausente se convierten ambos en una celda vacía; CSV no tiene forma de distinguirlos.' },
        { text: 'La protección contra fórmulas antepone un apóstrofo a las celdas que una hoja de cálculo podría ejecutar: las que empiezan por =, @, tabulador o retorno de carro, y por + o - salvo que siga un número o un teléfono, así que -12.5 y +31 6 12345678 se quedan como están.' },
        { text: 'Los elementos del array que no son objetos van a una columna llamada value.' },
        { text: 'Si una clave ya contiene un punto, puede chocar con una columna aplanada; la nota cuenta esas celdas.' },
      ],
    },
  ],
};
