import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to XML page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Una correspondencia reversible',
      paragraphs: [
        'XML tiene atributos, texto y elementos repetidos; JSON tiene objetos, arrays y valores con tipo. Este conversor usa una única correspondencia documentada en ambos sentidos, la misma que lee la herramienta XML a JSON, de modo que un documento convertido de ida y vuelta conserva sus elementos, atributos y texto.',
      ],
    },
    {
      heading: 'La correspondencia',
      items: [
        { title: 'Claves', text: 'Cada clave se convierte en un elemento hijo con ese nombre: {"title": "Dune"} es <title>Dune</title>.' },
        { title: 'Claves @', text: 'Una clave que empieza por @ se convierte en un atributo: {"book": {"@id": "b1"}} es <book id="b1"/>.' },
        { title: '#text', text: 'La clave #text contiene el texto de un elemento que también tiene atributos o hijos.' },
        { title: 'Arrays', text: 'Un array se escribe como elementos repetidos con la clave como nombre.' },
        { title: 'Raíz', text: 'Un objeto con una sola clave es el elemento raíz; cualquier otro documento se envuelve en <root>, y los elementos de un array en <item>.' },
      ],
    },
    {
      heading: 'Conversión',
      layout: 'steps',
      items: [
        { text: 'Pega JSON en el panel Entrada JSON.' },
        { text: 'Haz clic en Convertir para obtener XML sangrado con declaración XML.' },
        { text: 'Lee las notas sobre todo lo que el XML no puede expresar.' },
        { text: 'Copia el XML o descarga converted.xml.' },
      ],
    },
    {
      heading: 'Lo que XML no puede expresar',
      items: [
        { text: 'Los números y booleanos pasan a ser texto; al convertir de vuelta dan cadenas, salvo que allí esté activado Inferir tipos. Los enteros grandes conservan todos sus dígitos.' },
        { text: 'null se convierte en un elemento vacío, y un array vacío no produce ningún elemento.' },
        { text: 'Un array de un solo elemento no se distingue de un valor único una vez en XML.' },
        { text: 'En las claves que no son nombres XML, como "first name" o "1st", los demás caracteres se sustituyen por _.' },
      ],
    },
  ],
};
