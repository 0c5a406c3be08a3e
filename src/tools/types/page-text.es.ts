import { typesLayout } from './page-layout';

/** A types page's text in Spanish. */
export const typesContent = typesLayout({
  whyHeading: (name) => `Por qué generar ${name} a partir de tus datos`,
  recordsHeading: 'Cada registro cuenta',
  titles: { optional: 'Claves ausentes', nullable: 'Valores null', numbers: 'Números', formats: 'Formatos y enums', names: 'Nombres' },
  stepsHeading: 'Cómo usarlo',
  steps: {
    paste: (name) => `Pega JSON, NDJSON, YAML o CSV en el panel Datos, o abre o suelta un archivo; los archivos de hasta 2 GB se leen por partes para generar el código ${name}.`,
    make: (name) => `Haz clic en Generar tipos o pulsa Ctrl+Intro: la salida ${name} aparece con resaltado de sintaxis y una línea indica cuántos registros se han leído.`,
    adjust: (name) => `Ajusta el nombre del tipo raíz y las opciones: la salida ${name} se reescribe a partir de lo que ya se ha leído.`,
    copy: (name) => `Copia el código ${name} o descárgalo, o elige otro lenguaje: los mismos datos dan allí los mismos tipos.`,
  },
  checkedHeading: 'Comprobado con un compilador real',
  notesHeading: 'A tener en cuenta',
  notes: {
    invalid: (name) => `Una entrada no válida se indica con su línea y su columna, y nada de ella pasa a la salida ${name}.`,
    memory: (name) => `La memoria crece con la estructura de los datos, no con su tamaño: un millón de registros con la misma forma dan los mismos tipos ${name} que diez.`,
    privacy: (name) => `Tus datos se quedan en esta pestaña: los tipos ${name} se generan en un worker en segundo plano, y Cancelar lo detiene al instante.`,
  },
});
