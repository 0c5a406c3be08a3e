import type { ToolContent } from '../../content/types';

/** Static text of the JSON Query page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Fai una domanda a un documento JSON',
      paragraphs: [
        'Una risposta di un’API o un export di log raramente va letto per intero: vuoi gli indirizzi e-mail degli utenti sopra i 30 anni, o il totale delle righe di un ordine. jq risponde a queste domande in una riga ed è ciò che la maggior parte degli sviluppatori usa da riga di comando; JSONPath (RFC 9535) è il modo standard per indicare valori dentro un documento, usato da strumenti di test delle API e da molte librerie.',
      ],
    },
    {
      heading: 'Cosa ottieni',
      items: [
        { title: 'Il vero jq', text: 'jq 1.7.1 compilato in WebAssembly gira in un worker in background: ogni filtro e ogni funzione funzionano come da riga di comando, compresi reduce, group_by e @csv.' },
        { title: 'Flag di jq', text: 'Compatto (-c) scrive un valore per riga, Stringhe grezze (-r) scrive le stringhe senza virgolette, Slurp (-s) legge prima tutti i valori dell’input in un array, e Ordina chiavi (-S) ordina le chiavi degli oggetti nell’output.' },
        { title: 'Gli errori di jq', text: 'Un filtro che non compila, o che fallisce sui dati, mostra il messaggio di jq così come lo stampa la riga di comando.' },
        { title: 'JSONPath con i percorsi', text: 'Le corrispondenze di una query JSONPath come array JSON e, sotto, il percorso normalizzato di ciascuna, come $[\'users\'][0][\'email\'], da copiare nel codice o nei test.' },
        { title: 'Risultati mentre scrivi', text: 'La query viene eseguita un attimo dopo che smetti di scrivere; Invio la esegue subito, e una query lunga si può annullare.' },
      ],
    },
    {
      heading: 'Interrogare un documento',
      layout: 'steps',
      items: [
        { text: 'Incolla il JSON nell’editor Input JSON, apri un file o trascinalo sull’editor.' },
        { text: 'Scegli jq o JSONPath e scrivi il filtro o la query; per jq, spunta i flag che passeresti da riga di comando.' },
        { text: 'Copia risultato o Scarica risultato salva l’output esattamente come lo stampa jq.' },
        { text: 'Il formattatore JSON ha lo stesso pannello di query sotto il suo output, per il documento appena formattato.' },
      ],
    },
    {
      heading: 'Dettagli',
      items: [
        { text: 'Più valori JSON uno dopo l’altro (come nei log NDJSON) vengono letti da jq uno per uno, o in un unico array con Slurp; JSONPath richiede un solo documento.' },
        { text: 'jq calcola con numeri in doppia precisione: i numeri che si limita a passare mantengono le loro cifre, ma i calcoli e i confronti su numeri oltre 2^53 perdono precisione, come da riga di comando.' },
        { text: 'I risultati JSONPath mantengono ogni numero esattamente come è scritto, perché sono copiati dal documento; i confronti nei filtri come ?@.price < 10 usano numeri in doppia precisione.' },
        { text: 'Il motore jq (circa 1,3 MB) viene scaricato la prima volta che esegui un filtro jq; nulla di ciò che incolli viene inviato altrove.' },
      ],
    },
  ],
};
