import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Compare page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Come funziona il confronto JSON',
      paragraphs: [
        'Due documenti JSON possono avere lo stesso contenuto e un aspetto completamente diverso: uno minificato, l’altro indentato con tabulazioni. Il confronto JSON quindi analizza entrambi gli input e li riscrive con la stessa indentazione di 2 spazi prima di confrontarli, così la sola formattazione non conta mai come differenza. Se uno dei due lati non è JSON valido, l’errore indica il problema invece di produrre un diff fuorviante.',
        'I documenti normalizzati vengono poi confrontati riga per riga. Le righe invariate stanno affiancate. Quando una riga rimossa e una aggiunta più avanti hanno in comune più della metà dei caratteri, sono mostrate su una sola riga come modificate, con i caratteri cambiati evidenziati su ciascun lato. Ogni altra riga appare come rimossa a sinistra o aggiunta a destra, di fronte a una riga vuota.',
      ],
    },
    {
      heading: 'Opzioni',
      items: [
        { title: 'Ignora l’ordine delle chiavi', text: 'Ordina le chiavi degli oggetti su entrambi i lati prima del confronto, per i serializzatori che emettono le proprietà in ordine variabile. L’ordine degli array continua a contare.' },
        { title: 'Ignora spazi', text: 'Le differenze nella quantità di spazi, come doppi spazi dentro un valore stringa, non contano più.' },
        { title: 'Ignora maiuscole/minuscole', text: 'Tratta «Active» e «active» come uguali, sia nelle chiavi sia nei valori.' },
        { title: 'Vista di contesto', text: 'Nasconde le lunghe sequenze di righe invariate e mantiene tre righe attorno a ogni modifica, utile con payload grandi.' },
      ],
    },
    {
      heading: 'Leggere ed esportare il risultato',
      items: [
        { text: 'Il badge mostra il numero di differenze: ogni riga non invariata conta una volta.' },
        { text: 'Premi n e p per passare alla differenza successiva e a quella precedente.' },
        { text: 'Esporta PDF scrive il diff completo, ogni riga di entrambi i lati, come testo ricercabile su tutte le pagine necessarie.' },
        { text: 'Modifica input riporta le due aree di testo con i tuoi documenti, pronte per un altro confronto.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Confrontare una risposta API con il payload atteso di un contract test.' },
        { text: 'Individuare cosa è cambiato tra due versioni di un file di configurazione o di feature flag.' },
        { text: 'Controllare una risposta prima e dopo un deploy o l’aggiornamento di una libreria.' },
        { text: 'Allegare a una segnalazione di bug un PDF delle differenze.' },
      ],
    },
  ],
};
