import type { ToolContent } from '../../../content/types';

/** Static text of the CSV to JSON page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Filas CSV como objetos JSON',
      paragraphs: [
        'Una exportación de hoja de cálculo se convierte en un array JSON con un objeto por fila, con las claves de la fila de cabecera. Por defecto cada valor sigue siendo una cadena, tal como estaba en el archivo, así que códigos postales como 01234 e identificadores como 007 conservan sus ceros iniciales.',
      ],
    },
    {
      heading: 'Reglas de lectura',
      items: [
        { title: 'RFC 4180', text: 'Los campos entre comillas pueden contener comas, comillas duplicadas y saltos de línea; se aceptan finales de línea CRLF, LF y CR y una marca de orden de bytes (BOM).' },
        { title: 'Fila de cabecera', text: 'El primer registro nombra las claves; un nombre repetido recibe un sufijo (_2) y uno vacío su posición (column3).' },
        { title: 'Filas irregulares', text: 'Las celdas que faltan se convierten en cadenas vacías y las que sobran respecto a la cabecera reciben nombres por posición; cada caso se menciona en una nota.' },
        { title: 'Inferir tipos', text: 'Si lo activas, true, false y null pasan a ser valores JSON y los números en notación JSON, números con sus dígitos exactos.' },
      ],
    },
    {
      heading: 'Convertir un archivo',
      layout: 'steps',
      items: [
        { text: 'Pega CSV en el panel Entrada CSV o suelta en él un archivo .csv.' },
        { text: 'Elige si quieres inferir los tipos.' },
        { text: 'Haz clic en Convertir; unas comillas sin cerrar se informan con la línea donde empieza su campo.' },
        { text: 'Copia el array de registros o descárgalo como converted.json.' },
      ],
    },
    {
      heading: 'Consejos',
      items: [
        { text: 'Deja la inferencia desactivada para códigos e identificadores: 0042 no es un número JSON y sigue siendo una cadena en cualquier caso, pero 42 sí se convertiría.' },
        { text: 'Un archivo escrito con la herramienta JSON a CSV se vuelve a leer como registros planos con claves con puntos, como address.city.' },
        { text: 'Solo las comas separan campos; convierte antes en tu hoja de cálculo las exportaciones separadas por punto y coma.' },
        { text: 'Las líneas en blanco entre registros se omiten.' },
      ],
    },
  ],
};
