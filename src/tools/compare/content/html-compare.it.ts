import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Compare page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Come funziona il confronto HTML',
      paragraphs: [
        'La stessa pagina può essere servita minificata da una build e indentata da un’altra. Il confronto HTML formatta entrambi i documenti con Prettier, con le impostazioni del formattatore HTML, prima di confrontarli, così le differenze di indentazione e di a capo scompaiono e risaltano elementi, attributi e testi modificati.',
        'Dopo la formattazione, i documenti vengono confrontati riga per riga. Quando una riga dell’originale e una riga successiva della versione modificata condividono più della metà dei caratteri, per esempio un tag il cui attributo class è cambiato, sono mostrate come un’unica riga modificata con i caratteri diversi evidenziati. Le altre righe sono elencate come rimosse o aggiunte di fronte a una riga vuota.',
      ],
    },
    {
      heading: 'Opzioni',
      items: [
        { title: 'Ignora spazi', text: 'Gli spazi in più all’interno di una riga, per esempio tra attributi o parole, non vengono segnalati.' },
        { title: 'Ignora maiuscole/minuscole', text: 'Testi e valori di attributo che differiscono solo per maiuscole/minuscole contano come uguali.' },
        { title: 'Vista di contesto', text: 'Comprime le parti invariate di una pagina lunga e mantiene tre righe di contesto attorno a ogni modifica.' },
        { title: 'Tasti n e p', text: 'Saltano direttamente alla riga modificata successiva o precedente.' },
      ],
    },
    {
      heading: 'Leggere ed esportare il risultato',
      items: [
        { text: 'In ogni riga modificata, i caratteri rimossi sono evidenziati a sinistra e quelli aggiunti a destra.' },
        { text: 'Il badge sopra il risultato conta ogni riga cambiata.' },
        { text: 'Esporta PDF scrive l’intero diff come testo ricercabile, per quanto lunga sia la pagina.' },
        { text: 'Fai clic su Modifica input per cambiare il markup e confrontare di nuovo.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Verificare cosa ha cambiato nell’HTML renderizzato una modifica al CMS o a un template.' },
        { text: 'Confrontare l’output renderizzato lato server prima e dopo l’aggiornamento di un framework.' },
        { text: 'Rivedere le modifiche ai template di email HTML.' },
        { text: 'Capire perché fallisce lo snapshot test di un componente.' },
      ],
    },
  ],
};
