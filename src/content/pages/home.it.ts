import type { HomeContent } from './home';

/** Testi della home page. */
export const home: HomeContent = {
  heroTitle: 'Strumenti per sviluppatori che funzionano nel tuo browser',
  heroSubtitle:
    'Formatta codice in 13 linguaggi, confronta JSON, XML, HTML, CSS e testo e genera dati di test validi per 36 paesi europei. Gratis, senza registrazione, e nulla di ciò che incolli lascia il tuo dispositivo.',
  benefits: [
    {
      title: 'I tuoi dati restano sul tuo dispositivo',
      text: 'Formattazione, confronto e generazione avvengono interamente nel browser. Nulla di ciò che incolli o apri viene caricato o salvato.',
    },
    {
      title: 'Formattatori veri',
      text: 'Prettier, sql-formatter, Ruff, clang-format e un formattatore JSON senza perdite: gli stessi motori che gli sviluppatori usano in locale e in CI.',
    },
    {
      title: 'Dati di test che superano la validazione',
      text: 'I BSN superano la prova dell’11, gli IBAN usano codici bancari reali e cifre di controllo corrette, e i numeri di telefono rispettano il piano di numerazione nazionale.',
    },
    {
      title: 'Gratis, senza account',
      text: 'Ogni strumento è gratuito. Niente registrazione, niente login e nessun limite di utilizzo.',
    },
  ],
  faq: [
    {
      q: 'DevToolbox è gratuito?',
      a: 'Sì. Ogni strumento è gratuito, non serve creare un account e non c’è alcun limite a quante volte li usi.',
    },
    {
      q: 'I miei dati vengono inviati da qualche parte?',
      a: 'No. Tutto ciò che incolli o apri viene elaborato nel browser, in worker in background di questa pagina. Non viene inviato a nessun server; i formattatori conservano il tuo ultimo input solo sul tuo dispositivo, finché non premi Cancella. Per impostazione predefinita il sito non fa alcuna richiesta ad altre origini; i dettagli sono nell’informativa sulla privacy.',
    },
    {
      q: 'Quanto possono essere grandi i miei file?',
      a: 'Gli editor accettano fino a 50 MB, e un documento JSON da 10 MB si formatta in circa un secondo. I file JSON e XML fino a 2 GB si aprono nei formattatori JSON e XML, già formattati, e il confronto di testo confronta file fino a 2 GB ciascuno: entrambi leggono il file a parti, così la pagina resta reattiva. Un testo incollato oltre 50 MB segue la stessa strada in quegli strumenti. Input molto grandi nei linguaggi basati su Prettier richiedono più tempo, perché quei formattatori costruiscono un albero sintattico completo.',
    },
    {
      q: 'Quali linguaggi posso formattare?',
      a: 'JSON, XML, HTML, CSS, SQL (dieci dialetti, tra cui PostgreSQL, MySQL, T-SQL e PL/SQL), JavaScript, TypeScript, Python, Java, C++, Markdown, PHP e YAML.',
    },
    {
      q: 'Gli IBAN generati sono conti bancari reali?',
      a: 'No. Hanno una struttura valida, un codice bancario reale e cifre di controllo corrette, quindi i validatori li accettano, ma il numero di conto è casuale. Poiché un numero casuale può corrispondere per caso a un conto esistente, non usarlo mai per un pagamento reale.',
    },
    {
      q: 'Funziona offline?',
      a: 'Sì, dopo la prima visita. La prima visita richiede una connessione; una volta caricata la pagina, il browser conserva una copia di ogni pagina e di ogni motore di formattazione, così tutti gli strumenti continuano a funzionare senza connessione. Quando torni online, viene usata la versione più recente.',
    },
    {
      q: 'Come funziona il confronto?',
      a: 'Entrambi gli input vengono prima normalizzati in base al tipo (il JSON viene riscritto con la stessa indentazione, XML, HTML e CSS vengono formattati allo stesso modo) e poi confrontati riga per riga. Le righe simili, con più di metà dei caratteri in comune, appaiono come modificate, con i caratteri cambiati evidenziati. Puoi ignorare gli spazi, le maiuscole o l’ordine delle chiavi JSON ed esportare il risultato completo in PDF.',
    },
    {
      q: 'Quali impostazioni di formattazione vengono usate?',
      a: 'Valori predefiniti fissi e molto diffusi: due spazi per JSON, XML e YAML, lo stile di Prettier con apici singoli e punti e virgola per JavaScript e TypeScript, parole chiave maiuscole per SQL, lo stile di Ruff compatibile con Black per Python e lo stile LLVM per C++.',
    },
  ],
  sectionIntros: {
    data: 'Genera dati di test fittizi che superano una validazione reale, oppure crea migliaia di record JSON fittizi dal tuo schema.',
    formatters: 'Incolla il codice, fai clic su Formatta e ottieni un output coerente e validato, con errori che indicano la riga da correggere.',
    compare: 'Confronta due versioni affiancate dopo averne normalizzato il layout, con i caratteri modificati evidenziati e l’esportazione completa in PDF.',
    convert: 'Converti tra JSON, YAML, CSV e XML mantenendo ogni cifra di ogni numero, con una nota per tutto ciò che il formato di destinazione non può contenere.',
  },
};
