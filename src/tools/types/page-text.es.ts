import type { ToolContent } from '../../content/types';
import type { TargetText } from './page-text';

/** A types page's text in Spanish: why, what every record decides, how to use it, how it is checked, good to know. */
export function typesContent(t: TargetText): ToolContent {
  return {
    sections: [
      { heading: `Por qué generar ${t.name} a partir de tus datos`, paragraphs: [t.why] },
      {
        heading: 'Cada registro cuenta',
        items: [
          { title: 'Claves ausentes', text: t.optional },
          { title: 'Valores null', text: t.nullable },
          { title: 'Números', text: t.numbers },
          { title: 'Formatos y enums', text: t.formats },
          { title: 'Nombres', text: t.names },
        ],
      },
      {
        heading: 'Cómo usarlo',
        layout: 'steps',
        items: [
          { text: `Pega JSON, NDJSON, YAML o CSV en el panel Datos, o abre o suelta un archivo; los archivos de hasta 2 GB se leen por partes para generar el código ${t.name}.` },
          { text: `Haz clic en Generar tipos o pulsa Ctrl+Intro: la salida ${t.name} aparece con resaltado de sintaxis y una línea indica cuántos registros se han leído.` },
          { text: `Ajusta el nombre del tipo raíz y las opciones: la salida ${t.name} se reescribe a partir de lo que ya se ha leído.` },
          { text: `Copia el código ${t.name} o descárgalo, o elige otro lenguaje: los mismos datos dan allí los mismos tipos.` },
        ],
      },
      { heading: 'Comprobado con un compilador real', paragraphs: [t.checked] },
      {
        heading: 'A tener en cuenta',
        items: [
          { text: t.options },
          { text: `Una entrada no válida se indica con su línea y su columna, y nada de ella pasa a la salida ${t.name}.` },
          { text: `La memoria crece con la estructura de los datos, no con su tamaño: un millón de registros con la misma forma dan los mismos tipos ${t.name} que diez.` },
          { text: `Tus datos se quedan en esta pestaña: los tipos ${t.name} se generan en un worker en segundo plano, y Cancelar lo detiene al instante.` },
        ],
      },
    ],
  };
}
