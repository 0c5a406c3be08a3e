import type { ToolContent } from '../../../content/types';

/** Testo della pagina del generatore JSON. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Fino a 10.000 record', text: 'Generati in un worker in background con un indicatore di avanzamento e mostrati in un elenco virtualizzato che resta veloce con qualsiasi dimensione.' },
        { title: 'Quattro formati di esportazione', text: 'Esporta i record come JSON, NDJSON (un record per riga), CSV con i campi annidati appiattiti in colonne puntate, oppure istruzioni SQL INSERT.' },
        { title: 'Seed', text: 'Lo stesso seed e lo stesso schema producono sempre gli stessi record, così un set di dati di test si ricrea esattamente.' },
        { title: 'Link di condivisione', text: 'Un link porta il tuo elenco di campi nel frammento #, così un collega apre lo stesso schema; nulla viene salvato su un server.' },
        { title: 'Schema ricordato', text: 'Schema, numero di record e seed restano nella memoria locale del browser per la prossima visita; i record generati no.' },
      ],
    },
    {
      heading: 'Tipi di campo',
      paragraphs: ['Ogni campo ha un nome e uno dei 24 tipi. Le opzioni avanzate affinano i valori.'],
      items: [
        { title: 'Testo e identità', text: 'Stringa, Nome, Email, Telefono e UUID.' },
        { title: 'Numeri e flag', text: 'Numero, con minimo e massimo (da 18 a 100 per impostazione predefinita), e Booleano.' },
        { title: 'Luoghi e identificativi europei', text: 'Indirizzo, Città, Paese, IBAN, numero di identificazione nazionale, partita IVA e BSN per 36 paesi europei, con cifre di controllo valide. In un record concordano con il paese del record; l’opzione Paese fissa il paese di un campo.' },
        { title: 'Data e ora', text: 'Data (AAAA-MM-GG), Ora (HH:MM:SS) e Data e ora (ISO 8601).' },
        { title: 'Web', text: 'URL, Indirizzo IP e Colore.' },
        { title: 'Struttura', text: 'Array, con un numero di elementi (3 per impostazione predefinita), e Oggetto, con i propri campi annidati.' },
        { title: 'Vincoli', text: 'Enum, che sceglie da un elenco separato da virgole (A, B, C per impostazione predefinita), e Regex, che produce stringhe conformi al tuo pattern.' },
      ],
    },
    {
      heading: 'Modelli',
      items: [
        { title: 'Personalizzato', text: 'Parti da id, name, age, email e isActive e costruisci il tuo.' },
        { title: 'Profilo utente', text: 'Nomi, recapiti, indirizzo, paese, data di creazione e un flag di attività.' },
        { title: 'Catalogo prodotti', text: 'Prezzo, categoria come enum, tag, specifiche annidate e stato delle scorte.' },
        { title: 'Dettagli ordine', text: 'Righe con quantità e prezzi, totale, stato e indirizzo di spedizione.' },
        { title: 'Articolo del blog', text: 'Titolo, contenuto, autore, tag, commenti e dati di pubblicazione.' },
      ],
    },
    {
      heading: 'Suggerimenti',
      items: [
        { text: 'Scegliere un modello sostituisce l’intero elenco di campi: salva prima uno schema personalizzato con un link di condivisione.' },
        { text: 'Usa Enum per i campi di stato, così ogni record contiene un valore accettato dalla tua applicazione.' },
        { text: 'Imposta minimo e massimo su valori realistici, ad esempio un prezzo tra 1 e 1000, perché i dati somiglino a quelli di produzione.' },
        { text: 'Usa NDJSON per importazioni in streaming e API bulk, e SQL per popolare un database locale.' },
        { text: 'Fissa il seed nei test automatici per poter riprodurre i fallimenti.' },
      ],
    },
  ],
};
