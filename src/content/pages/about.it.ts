import type { AboutContent } from './about';

/** Testi della pagina Informazioni. */
export const about: AboutContent = {
  story: [
    'DevToolbox esiste perché il modo più rapido per formattare una risposta JSON o confrontare due file di configurazione era spesso un sito che carica tutto ciò che incolli. Per payload di API, dati dei clienti o configurazioni interne è un rischio che molti team non possono accettare.',
    'Per questo qui ogni strumento funziona nel tuo browser. Formattatori, confronti e generatori lavorano in worker in background della pagina, e ciò che incolli non viene mai inviato a un server né salvato.',
    'Gli strumenti sono pensati per sviluppatori e tester QA che hanno bisogno di risultati corretti: formattatori che sono i veri motori di editor e CI, confronti che ignorano il rumore di layout e dati di test che superano la stessa validazione degli input di produzione.',
  ],
  features: [
    {
      title: 'Formattatori di codice',
      text: 'Tredici linguaggi, dal JSON senza perdite e XML in stile xmllint a Prettier, sql-formatter con dieci dialetti, Ruff per Python e clang-format per C++.',
    },
    {
      title: 'Strumenti di confronto',
      text: 'Diff affiancati per JSON, XML, HTML, CSS e testo semplice, con evidenziazione a livello di carattere, navigazione da tastiera ed esportazione completa in PDF.',
    },
    {
      title: 'Dati di test',
      text: 'BSN, IBAN, numeri di passaporto, indirizzi e numeri di telefono validi per 36 paesi europei, e un generatore JSON fino a 10.000 record.',
    },
  ],
  principles: [
    { title: 'I tuoi input restano tuoi', text: 'Nulla di ciò che incolli o apri lascia il browser. Per impostazione predefinita il sito non contatta altre origini, e i font sono ospitati sul sito stesso.' },
    { title: 'Prima corretto, poi comodo', text: 'L’output deve superare un validatore reale: il JSON mantiene esatti i numeri grandi, i BSN superano la prova dell’11, gli IBAN il mod 97.' },
    { title: 'Motori veri, non approssimazioni', text: 'Dove un linguaggio ha un formattatore molto usato, eseguiamo quel formattatore invece di reindentare il testo da soli.' },
    { title: 'Gratuito e anonimo', text: 'Niente account, niente registrazione, nessun piano a pagamento.' },
    { title: 'Gli input grandi sono la norma', text: 'I file di molti megabyte vengono elaborati fuori dal thread principale, così la pagina resta reattiva mentre vengono formattati o confrontati.' },
  ],
};
