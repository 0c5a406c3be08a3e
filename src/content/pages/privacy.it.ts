import type { LegalPage } from './privacy';

/** Testi dell’informativa sulla privacy. */
export const privacy: LegalPage = {
  updated: '2026-11-26',
  sections: [
    {
      heading: 'In sintesi',
      paragraphs: [
        'DevToolbox elabora tutto ciò che incolli, digiti o apri nei suoi strumenti all’interno del tuo browser. Nulla di ciò che inserisci viene inviato a noi o ad altri, e nulla viene salvato su un server. Non ti serve un account e non ti chiediamo chi sei.',
      ],
    },
    {
      heading: 'Contenuti che incolli o apri',
      paragraphs: [
        'Tutta l’elaborazione dei contenuti che incolli in uno strumento o apri da un file avviene nel browser: formattazione, validazione, confronto, esportazione in PDF e generazione di dati di test e record JSON. I file che apri vengono letti localmente dal browser e non vengono caricati.',
        'Nulla di ciò che incolli viene trasmesso in rete. I formattatori conservano il tuo ultimo input sul tuo dispositivo, così lo ritrovi dopo aver ricaricato la pagina (vedi «Archiviazione sul tuo dispositivo»); gli altri strumenti non conservano nulla: quando chiudi o ricarichi la loro pagina, il contenuto sparisce, a meno che tu non l’abbia copiato o scaricato.',
      ],
    },
    {
      heading: 'App installata',
      paragraphs: [
        'Il browser può proporti di installare DevToolbox come app. Una volta installata, può aprire file dal tuo computer nello strumento corrispondente, ad esempio un file .json nel formattatore JSON: il browser passa il file alla pagina, che lo legge sul tuo dispositivo esattamente come Apri file. Non viene caricato nulla.',
        'Il testo che condividi con l’app installata da un’altra app viene ricevuto dal service worker del sito sul tuo dispositivo, che lo conserva nella cache storage del browser solo finché la pagina dello strumento non l’ha aperto, e poi lo elimina. Non diventa mai parte di un indirizzo e non viene mai inviato a un server. Installare l’app non aggiunge tracciamento né richieste ad altre origini.',
      ],
    },
    {
      heading: 'Richieste di rete',
      paragraphs: [
        'Per impostazione predefinita il sito non invia statistiche, segnalazioni di errori né dati sulle prestazioni, e non fa richieste ad altre origini. I font sono ospitati sul sito stesso e i motori di formattazione vengono caricati dallo stesso sito delle pagine.',
        'Come per qualsiasi sito web, il server che fornisce le pagine riceve i consueti dati tecnici della richiesta, come indirizzo IP, tipo di browser e pagina richiesta, per poterti inviare la pagina. I contenuti che incolli o apri negli strumenti non fanno mai parte di queste richieste.',
        'Chi gestisce questa copia del sito può mettere un file di impostazioni (config.json) accanto alle sue pagine; ogni pagina lo legge allora dallo stesso sito durante il caricamento. Contiene solo le scelte di quel gestore: strumenti da nascondere, un indirizzo di contatto e un avviso per la home page. La richiesta non porta nulla su di te o sui tuoi input, e dopo la prima visita una copia viene conservata con i file offline del sito.',
      ],
    },
    {
      heading: 'Statistiche e segnalazione errori facoltative',
      paragraphs: [
        'Chi gestisce un’installazione di DevToolbox può attivare in fase di build una qualsiasi delle seguenti funzioni: statistiche delle pagine (visualizzazioni, con indirizzo IP anonimizzato), eventi di utilizzo degli strumenti (ad esempio l’avvio o il completamento di una formattazione), segnalazioni di errori e metriche di prestazione come i tempi di caricamento delle pagine.',
        'Questi eventi non contengono mai i tuoi input: nessun codice incollato, nessun valore generato e nessun contenuto di file. Se attivati, vengono inviati al servizio di statistiche o di segnalazione errori configurato dal gestore, che li tratta secondo le proprie condizioni e può usare cookie.',
      ],
    },
    {
      heading: 'Feedback',
      paragraphs: [
        'Se per l’installazione è configurato un endpoint per il feedback, il modulo invia il nome, l’indirizzo email e il messaggio che inserisci, e nient’altro, così possiamo leggerli e rispondere. Se non è configurato, il modulo apre invece il tuo client di posta e non viene inviato nulla finché non invii tu l’email.',
      ],
    },
    {
      heading: 'Archiviazione sul tuo dispositivo',
      paragraphs: [
        'La preferenza del tema e le impostazioni degli strumenti sono conservate nel localStorage del browser sul tuo dispositivo, così le ritrovi alla visita successiva: la preferenza del tema, la lingua scelta (nel menu della lingua o nella proposta di cambiarla), le opzioni di confronto (ignorare spazi, maiuscole e ordine delle chiavi; evidenziare parole o caratteri; vista, layout e righe di contesto), lo schema del generatore JSON, le opzioni di formattazione di ogni linguaggio (indentazione, larghezza di riga, minify, ordinamento delle chiavi, dialetto SQL), l’impostazione di formattazione all’incolla e le impostazioni di visualizzazione dell’output del formattatore (a capo automatico, colori della sintassi). Non vengono mai inviate da nessuna parte. Per impostazione predefinita il sito non imposta cookie.',
        'Ogni formattatore conserva anche l’ultimo input, nel database IndexedDB «devtoolbox» del browser sul tuo dispositivo: l’ultimo input di ogni formattatore, fino a 5 MB ciascuno, con il nome dello strumento, finché non premi Cancella. Gli input oltre 5 MB non vengono conservati, e la pagina lo segnala. Questo testo non viene mai inviato da nessuna parte. Il pulsante Cancella del formattatore svuota l’input ed elimina la copia salvata e le opzioni di quel linguaggio.',
        'Puoi eliminare in qualsiasi momento tutto ciò che il sito conserva cancellando i dati di questo sito nelle impostazioni del browser.',
        'Perché gli strumenti funzionino anche senza connessione, dopo la prima visita il sito conserva una copia delle proprie pagine e dei motori di formattazione nella cache storage del browser. Questa copia contiene solo i file del sito (e, per un attimo, il testo condiviso con l’app installata, vedi «App installata»), mai ciò che hai inserito in uno strumento, e viene eliminata insieme agli altri dati di questo sito.',
      ],
    },
    {
      heading: 'Link di condivisione',
      paragraphs: [
        'Un link di condivisione del generatore JSON porta l’elenco dei campi (nomi, tipi e opzioni) nella parte dell’indirizzo dopo #, che i browser non inviano a nessun server, e da parte nostra non viene conservato nulla. Chiunque riceva il link può leggere quell’elenco di campi.',
        'Un link di condivisione di un formattatore porta il tuo input (compresso, non cifrato) e le opzioni di quel linguaggio nella stessa parte dell’indirizzo dopo #, così l’input non raggiunge mai alcun server, nemmeno il nostro; i link sono limitati a 64 KB. Chiunque riceva il link può leggere l’input, che resta nella cronologia del browser di chi lo apre.',
      ],
    },
    {
      heading: 'Appunti',
      paragraphs: [
        'Il sito scrive negli appunti solo quando lo chiedi tu: quando fai clic su un pulsante di copia o quando generi un valore di test, che viene copiato automaticamente.',
      ],
    },
    {
      heading: 'Minori',
      paragraphs: ['DevToolbox è uno strumento per sviluppatori e tester e non è rivolto ai minori. Poiché tramite gli strumenti non raccogliamo alcun dato personale, non ne abbiamo nemmeno sui minori.'],
    },
    {
      heading: 'Modifiche a questa informativa',
      paragraphs: [
        'Se cambia il modo in cui il sito tratta i dati, questa pagina verrà aggiornata e la data in alto cambierà. Ogni nuovo tipo di dato inviato verrà descritto qui.',
      ],
    },
    {
      heading: 'Contatti',
      paragraphs: ['Le domande sulla privacy possono essere inviate all’indirizzo di contatto nel piè di pagina o tramite il modulo di feedback.'],
    },
  ],
};
