import type { ToolContent } from '../../content/types';

/** Static text of the JSON Schema Validator page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Controlla il JSON rispetto al suo contratto',
      paragraphs: [
        'Un JSON Schema stabilisce come deve essere un documento: quali proprietà sono obbligatorie, i loro tipi, i valori e i formati ammessi. Validare un payload di un’API, un file di configurazione o una fixture di test rispetto al suo schema trova gli errori prima che lo faccia un server o un deployment.',
      ],
    },
    {
      heading: 'Cosa segnala il validatore',
      items: [
        { title: 'Ogni errore', text: 'La validazione non si ferma al primo problema; vengono elencati tutti, comprese le keyword padre (properties, items) che sono fallite perché è fallito un figlio.' },
        { title: 'Percorso dell’istanza', text: 'Un JSON Pointer come /lines/1/qty indica il valore che è fallito; / è l’intero documento.' },
        { title: 'Keyword e messaggio', text: 'La keyword dello schema che ha rifiutato il valore (type, required, minimum, enum…) e un messaggio che spiega perché.' },
        { title: 'Posizione', text: 'Riga e colonna della proprietà o dell’elemento; un clic sull’errore porta il cursore in quel punto dell’editor del documento.' },
      ],
    },
    {
      heading: 'Validare un documento',
      layout: 'steps',
      items: [
        { text: 'Incolla il JSON nell’editor Documento JSON e lo schema nell’editor JSON Schema.' },
        { text: 'Lascia il draft su "Da $schema" oppure scegli tu draft 2020-12 o draft-07.' },
        { text: 'Fai clic su Valida o premi Ctrl+Invio in uno dei due editor.' },
        { text: 'Scorri l’elenco facendo clic su ogni errore per raggiungerlo; quando non ne resta nessuno, la pagina dice "Il documento è valido rispetto allo schema."' },
      ],
    },
    {
      heading: 'Dettagli',
      items: [
        { text: 'Il motore è @cfworker/json-schema, che interpreta gli schemi invece di compilarli in codice, e quindi funziona con la Content-Security-Policy rigorosa della pagina.' },
        { text: 'Sono supportati $ref a definizioni, $defs e anchor nello stesso schema; i riferimenti ad altri file non vengono scaricati.' },
        { text: 'La keyword format viene verificata per i formati comuni come email, date-time, uri e uuid.' },
        { text: 'I numeri sono confrontati come numeri JavaScript, quindi gli interi oltre 2^53 perdono precisione durante la validazione.' },
      ],
    },
  ],
};
