import type { LegalPage } from './privacy';

/** Testi dei termini di servizio. */
export const terms: LegalPage = {
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Accettazione',
      paragraphs: ['Usando DevToolbox accetti questi termini. Se non li accetti, non usare il sito.'],
    },
    {
      heading: 'Il servizio',
      paragraphs: [
        'DevToolbox offre formattatori di codice, strumenti di confronto, un generatore di dati di test e un generatore JSON. Gli strumenti sono gratuiti e non richiedono account né registrazione. Possiamo modificare, aggiungere o rimuovere strumenti, o interrompere il servizio, in qualsiasi momento e senza preavviso.',
      ],
    },
    {
      heading: 'I tuoi contenuti',
      paragraphs: [
        'Sei responsabile dei contenuti che incolli o apri negli strumenti e di assicurarti di avere il diritto di usarli. I contenuti vengono elaborati nel browser e non ci vengono inviati né vengono conservati da noi; vedi l’informativa sulla privacy.',
        'Sei anche responsabile di verificare l’output prima di farvi affidamento, ad esempio rileggendo il codice formattato ed eseguendo i tuoi test prima di rilasciarlo.',
      ],
    },
    {
      heading: 'Dati di test generati',
      paragraphs: [
        'I dati prodotti dal generatore di dati di test e dal generatore JSON, compresi BSN, IBAN, numeri di passaporto, indirizzi e numeri di telefono, sono fittizi. Servono a superare le validazioni di formato e di checksum nel test del software, non a rappresentare persone, conti o documenti reali.',
        'Poiché i valori sono casuali, un valore generato può coincidere per caso con un identificativo, un conto, un numero di telefono o un indirizzo reali. Puoi usare i dati generati solo per sviluppo, test, dimostrazioni e formazione. Non devi usarli per commettere frodi, impersonare qualcuno, aprire conti, effettuare o richiedere pagamenti, contattare il titolare di un numero corrispondente o ingannare qualsiasi persona o sistema di verifica dell’identità.',
      ],
    },
    {
      heading: 'Uso consentito',
      paragraphs: [
        'Non usare il sito in modo da disturbarne il funzionamento o gli altri utenti, ad esempio con richieste automatizzate di massa o tentativi di violarne la sicurezza. Non usare gli strumenti per nulla che sia illegale dove ti trovi.',
      ],
    },
    {
      heading: 'Nessuna garanzia',
      paragraphs: [
        'Il sito e tutti gli strumenti sono forniti «così come sono» e «come disponibili», senza garanzie di alcun tipo, espresse o implicite, comprese le garanzie di accuratezza, idoneità a uno scopo particolare e non violazione. Il codice formattato, i risultati dei confronti e i dati generati possono contenere errori.',
      ],
    },
    {
      heading: 'Limitazione di responsabilità',
      paragraphs: [
        'Nei limiti consentiti dalla legge, i gestori di DevToolbox non sono responsabili di danni o perdite derivanti dall’uso o dall’impossibilità di usare il sito o i suoi risultati, comprese perdite di dati, mancati guadagni o rilasci difettosi.',
      ],
    },
    {
      heading: 'Software di terze parti',
      paragraphs: [
        'Gli strumenti eseguono software open source come Prettier e i suoi plugin, sql-formatter, Ruff e clang-format, ciascuno con la propria licenza. I nomi di questi progetti appartengono ai rispettivi proprietari.',
      ],
    },
    {
      heading: 'Modifiche a questi termini',
      paragraphs: ['Possiamo aggiornare questi termini. La data in alto indica quando sono cambiati l’ultima volta; continuare a usare il sito dopo una modifica significa accettare i termini aggiornati.'],
    },
    {
      heading: 'Contatti',
      paragraphs: ['Le domande su questi termini possono essere inviate all’indirizzo di contatto nel piè di pagina o tramite il modulo di feedback.'],
    },
  ],
};
