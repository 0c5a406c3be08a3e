import type { ToolContent } from '../../../content/types';

/** Static text of the XML Compare page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Come funziona il confronto XML',
      paragraphs: [
        'L’XML prodotto da sistemi diversi raramente ha la stessa formattazione: uno scrive tutto su una riga, un altro indenta con quattro spazi. Il confronto XML quindi reindenta prima entrambi i documenti come fa il formattatore XML, due spazi per livello e un elemento per riga, così restano solo le modifiche reali a elementi, attributi e testo. Un XML malformato su uno dei due lati viene segnalato con riga e colonna.',
        'I due documenti normalizzati vengono poi confrontati riga per riga. Se una riga a sinistra e una riga successiva a destra condividono più della metà dei caratteri, come un elemento il cui valore di attributo è cambiato, vengono abbinate in una riga modificata e i caratteri esatti che differiscono sono evidenziati. Le righe senza un simile abbinamento sono mostrate come rimosse o aggiunte accanto a una riga vuota.',
      ],
    },
    {
      heading: 'Opzioni',
      items: [
        { title: 'Ignora spazi', text: 'Sequenze di spazi e tabulazioni contano come un solo spazio e gli spazi iniziali o finali sono ignorati, per esempio nel contenuto testuale.' },
        { title: 'Ignora maiuscole/minuscole', text: 'Le maiuscole e le minuscole sono ignorate, utile quando un sistema scrive TRUE e un altro true.' },
        { title: 'Vista di contesto', text: 'Mostra ogni modifica con tre righe attorno e comprime i lunghi tratti invariati dei documenti grandi.' },
        { title: 'Navigazione da tastiera', text: 'n passa alla differenza successiva e p a quella precedente.' },
      ],
    },
    {
      heading: 'Leggere ed esportare il risultato',
      items: [
        { text: 'Entrambi i lati riportano i numeri di riga dei documenti normalizzati, così ritrovi una modifica nell’output formattato.' },
        { text: 'Il badge delle differenze conta le righe rimosse, aggiunte e modificate.' },
        { text: 'Esporta PDF produce un documento di più pagine con ogni riga di entrambi i lati come testo selezionabile e ricercabile.' },
        { text: 'Modifica input torna alle aree di testo senza perdere ciò che hai incollato.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Confrontare risposte SOAP di un ambiente di test e di produzione.' },
        { text: 'Rivedere le modifiche a pom.xml o a file di configurazione Spring o .NET.' },
        { text: 'Verificare un documento trasformato rispetto all’output atteso di un test XSLT o di mapping.' },
        { text: 'Trovare cosa è cambiato tra due export dello stesso feed di dati.' },
      ],
    },
  ],
};
