import type { ToolContent } from '../../content/types';

/** Static text of the XML Schema Validator page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Controlla l’XML rispetto al suo schema',
      paragraphs: [
        'Fatture (UBL), messaggi bancari (ISO 20022), payload SOAP e file di build hanno tutti un XML Schema che dice cosa contiene un documento valido. Questa pagina valida un documento rispetto al suo schema con libxml2, la libreria dietro xmllint, compilata in WebAssembly ed eseguita nel tuo browser, ed elenca ogni errore con la riga in cui si trova.',
      ],
    },
    {
      heading: 'Cosa ottieni',
      items: [
        { title: 'Il vero libxml2', text: 'Gli errori sono quelli di libxml2, parola per parola come li stampa xmllint --schema, con la loro riga (e colonna, quando libxml2 la fornisce).' },
        { title: 'Schemi in più file', text: 'Aggiungi i file che lo schema include o importa; sono associati per nome del file, qualunque cartella indichi lo schema.' },
        { title: 'Validazione DTD', text: 'Un documento che dichiara la sua DTD inline viene validato rispetto a essa, con lo stesso elenco di errori.' },
        { title: 'Un clic fino all’errore', text: 'Scegliere un errore porta il cursore sulla sua riga nel documento, o nello schema quando l’errore è nello schema.' },
        { title: 'Nulla viene scaricato', text: 'Uno schema che punta a un URL riceve un messaggio che lo nomina invece di un download; le entità esterne non vengono mai espanse.' },
      ],
    },
    {
      heading: 'Validare un documento',
      layout: 'steps',
      items: [
        { text: 'Incolla o apri il documento XML e, accanto, l’XML Schema (XSD).' },
        { text: 'Aggiungi i file di schema che include o importa in Altri file di schema.' },
        { text: 'Premi Valida (o Ctrl+Invio): un documento valido viene segnalato come tale, uno non valido elenca ogni errore.' },
        { text: 'Per un documento con una DTD inline, scegli invece La DTD nel documento.' },
      ],
    },
    {
      heading: 'Dettagli',
      items: [
        { text: 'Il documento viene prima controllato come ben formato, con gli stessi messaggi del formattatore XML.' },
        { text: 'La validazione segue XML Schema 1.0 come lo implementa libxml2; le funzionalità di XSD 1.1 come le asserzioni non sono supportate da libxml2.' },
        { text: 'libxml2 (circa 1 MB) viene scaricato la prima volta che validi; i file che aggiungi restano nel tuo browser.' },
        { text: 'La riga di comando fa lo stesso: devtoolbox validate --schema invoice.xsd --with common.xsd invoice.xml.' },
      ],
    },
  ],
};
