import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to XML page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Una corrispondenza reversibile',
      paragraphs: [
        'L’XML ha attributi, testo ed elementi ripetuti; il JSON ha oggetti, array e valori tipizzati. Questo convertitore usa un’unica corrispondenza documentata in entrambe le direzioni, la stessa che legge lo strumento XML in JSON, così un documento convertito andata e ritorno mantiene elementi, attributi e testo.',
      ],
    },
    {
      heading: 'La corrispondenza',
      items: [
        { title: 'Chiavi', text: 'Ogni chiave diventa un elemento figlio con quel nome: {"title": "Dune"} è <title>Dune</title>.' },
        { title: 'Chiavi @', text: 'Una chiave che inizia con @ diventa un attributo: {"book": {"@id": "b1"}} è <book id="b1"/>.' },
        { title: '#text', text: 'La chiave #text contiene il testo di un elemento che ha anche attributi o figli.' },
        { title: 'Array', text: 'Un array è scritto come elementi ripetuti con la chiave come nome.' },
        { title: 'Radice', text: 'Un oggetto con una sola chiave è l’elemento radice; qualsiasi altro documento è racchiuso in <root>, gli elementi degli array in <item>.' },
      ],
    },
    {
      heading: 'Conversione',
      layout: 'steps',
      items: [
        { text: 'Incolla il JSON nel pannello Input JSON.' },
        { text: 'Fai clic su Converti per ottenere XML indentato con la dichiarazione XML.' },
        { text: 'Leggi le note su tutto ciò che l’XML non può esprimere.' },
        { text: 'Copia l’XML o scarica converted.xml.' },
      ],
    },
    {
      heading: 'Cosa l’XML non può esprimere',
      items: [
        { text: 'Numeri e booleani diventano testo; riconvertiti danno stringhe, a meno che lì sia attivo Deduci i tipi. Gli interi grandi mantengono ogni cifra.' },
        { text: 'null diventa un elemento vuoto, e un array vuoto non produce alcun elemento.' },
        { text: 'Un array con un solo elemento, una volta in XML, non si distingue da un valore singolo.' },
        { text: 'Nelle chiavi che non sono nomi XML, come "first name" o "1st", gli altri caratteri sono sostituiti da _.' },
      ],
    },
  ],
};
