import type { ToolContent } from '../../../content/types';

/** Static text of the Text Compare page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Come funziona il confronto testi',
      paragraphs: [
        'Il confronto testi funziona con qualsiasi testo semplice: file di log, codice in qualunque linguaggio, CSV, configurazioni, prosa. A differenza dei confronti JSON o XML non riformatta nulla; le righe vengono confrontate così come le hai incollate, i fine riga di Windows e dei vecchi Mac sono letti come normali a capo, e solo le opzioni che attivi cambiano ciò che conta come differenza.',
        'Le righe vengono abbinate in ordine. Le righe identiche compaiono affiancate. Una riga rimossa e una aggiunta più avanti sono mostrate sulla stessa riga come modificate quando più della metà dei loro caratteri coincide; i caratteri diversi sono evidenziati, così una cifra cambiata in una lunga riga di log si nota subito. Tutte le altre righe sono segnate come rimosse (a sinistra) o aggiunte (a destra), di fronte a una riga vuota.',
      ],
    },
    {
      heading: 'Opzioni',
      items: [
        { title: 'Ignora spazi', text: 'Le modifiche all’indentazione e alla quantità di spazi, come tabulazioni sostituite da spazi, non vengono contate.' },
        { title: 'Ignora maiuscole/minuscole', text: 'Maiuscole e minuscole sono trattate come la stessa lettera.' },
        { title: 'Vista di contesto', text: 'Sono mostrate solo le righe modificate e le tre righe intorno; un tratto identico compresso si può espandere di nuovo.' },
        { title: 'Successiva e precedente', text: 'Premi n o p per scorrere le differenze una alla volta.' },
      ],
    },
    {
      heading: 'Leggere ed esportare il risultato',
      items: [
        { text: 'Ogni lato mostra i propri numeri di riga, così puoi ritrovare una modifica nel file originale.' },
        { text: 'Il conteggio sopra il risultato («3 differenze in 2 blocchi») conta ogni riga rimossa, aggiunta o modificata e i blocchi che formano.' },
        { text: 'Esporta PDF salva il confronto completo, non uno screenshot: tutte le righe di entrambi i lati, come testo che puoi cercare e copiare.' },
        { text: 'Modifica input mostra di nuovo le due aree di testo, così puoi correggere l’uno o l’altro lato.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Confrontare l’output di log di un’esecuzione di test riuscita e di una fallita.' },
        { text: 'Verificare due versioni di uno script, di un file SQL o di un file di ambiente.' },
        { text: 'Rivedere le modifiche a documentazione, note di rilascio o testi contrattuali.' },
        { text: 'Verificare che un export o un report corrisponda riga per riga all’output atteso.' },
      ],
    },
  ],
};
