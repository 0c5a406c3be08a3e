import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Compare page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Come funziona il confronto CSS',
      paragraphs: [
        'Un foglio di stile minificato e il suo sorgente non si somigliano affatto, anche se le regole possono essere identiche. Il confronto CSS formatta entrambi i fogli di stile allo stesso modo, con una dichiarazione per riga, prima di confrontarli, così un valore di proprietà cambiato compare come una sola riga invece che come un’intera regola riscritta.',
        'I fogli di stile formattati vengono poi confrontati riga per riga. Una dichiarazione rimossa e una aggiunta più avanti sono abbinate come modificate quando coincide più della metà dei caratteri, come color: #333 che diventa color: #222, e i caratteri cambiati sono evidenziati. Le righe senza un abbinamento simile sono segnate come rimosse o aggiunte di fronte a una riga vuota.',
      ],
    },
    {
      heading: 'Opzioni',
      items: [
        { title: 'Ignora spazi', text: 'Le differenze nella quantità di spazi all’interno di una riga, per esempio in un commento o in una stringa, non sono contate.' },
        { title: 'Ignora maiuscole/minuscole', text: 'Tratta #FFF e #fff, o PX e px, come uguali.' },
        { title: 'Vista di contesto', text: 'Mostra solo le regole modificate con tre righe attorno, così i fogli di stile lunghi restano leggibili.' },
        { title: 'Navigazione', text: 'Usa n per la differenza successiva e p per quella precedente.' },
      ],
    },
    {
      heading: 'Leggere ed esportare il risultato',
      items: [
        { text: 'I numeri di riga si riferiscono ai fogli di stile formattati di ciascun lato.' },
        { text: 'Il conteggio delle differenze copre dichiarazioni e selettori rimossi, aggiunti e modificati.' },
        { text: 'Il PDF contiene ogni riga di entrambi i lati come testo, suddiviso su tutte le pagine necessarie.' },
        { text: 'Modifica input ripristina le aree di testo così puoi incollare un’altra versione.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Trovare cosa è cambiato tra due release di un tema o di una libreria di componenti.' },
        { text: 'Confrontare il CSS di produzione con la build locale quando uno stile è diverso.' },
        { text: 'Rivedere l’output dopo l’aggiornamento di un preprocessore o di un plugin PostCSS.' },
        { text: 'Verificare che un refactoring non abbia modificato alcuna dichiarazione.' },
      ],
    },
  ],
};
