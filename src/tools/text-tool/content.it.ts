import type { ToolContent } from '../../content/types';

/** Static text of the Format & Diff page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Cosa fa Formatta e diff',
      paragraphs: [
        'Formatta e diff riscrive JSON, XML o HTML con un’indentazione pulita e poi mostra, affiancato, in cosa il risultato differisce da ciò che hai incollato. Risponde a due domande in un solo passaggio: che aspetto ha il documento formattato e cosa ha cambiato esattamente la formattazione?',
      ],
    },
    {
      heading: 'Regole di formattazione',
      items: [
        { title: 'JSON', text: 'Analizzato e riscritto con un’indentazione di due spazi.' },
        { title: 'XML', text: 'Reindentato tag per tag, un livello per ogni elemento annidato.' },
        { title: 'HTML', text: 'Reindentato per tag, nello stesso modo semplice dell’XML.' },
        { title: 'Errori', text: 'Un input che non si può leggere viene segnalato come «Formato JSON non valido», «Formato XML non valido» o «Formato HTML non valido».' },
      ],
    },
    {
      heading: 'Come usarlo',
      layout: 'steps',
      items: [
        { text: 'Scegli JSON, XML o HTML.' },
        { text: 'Incolla il tuo input.' },
        { text: 'Leggi l’output formattato nel pannello di output.' },
        { text: 'Controlla nella vista diff ogni riga che la formattazione ha aggiunto, rimosso o cambiato.' },
      ],
    },
    {
      heading: 'Quando usarlo',
      items: [
        { text: 'Vedere se un file era già formattato: un diff vuoto significa che non è cambiato nulla.' },
        { text: 'Mostrare a un collega cosa tocca una riformattazione prima di fare il commit.' },
        { text: 'Passare rapidamente da uno dei tre tipi all’altro senza lasciare la pagina.' },
        { text: 'Per la formattazione in produzione con validazione rigorosa, usa invece i formattatori dedicati per JSON, XML e HTML.' },
      ],
    },
  ],
};
