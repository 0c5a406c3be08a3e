import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare il JSON',
      paragraphs: [
        'Una risposta di un’API o una riga di log arriva di solito come un’unica lunga riga di JSON, in cui è facile non accorgersi di un campo mancante o di un livello di annidamento sbagliato. Il JSON indentato mostra la struttura a colpo d’occhio e mantiene leggibili code review e diff.',
        'Formattare è anche validare. JSON ha una grammatica piccola e rigorosa (RFC 8259), eppure molte librerie accettano in silenzio commenti o virgole finali che il sistema successivo della catena rifiuta.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        {
          title: 'Output senza perdite',
          text: 'Cambiano solo gli spazi. Gli interi grandi come 12345678901234567890, valori come 1.0e+400 o -0, escape come \\u00e9, le chiavi duplicate e l’ordine delle chiavi mantengono il loro testo esatto. JSON.parse arrotonderebbe qualsiasi intero oltre 2^53.',
        },
        {
          title: 'Validazione rigorosa secondo RFC 8259',
          text: 'Virgole finali, commenti, apici singoli, chiavi senza virgolette, NaN e zeri iniziali vengono rifiutati, e il messaggio di errore indica riga e colonna.',
        },
        { title: 'Albero comprimibile', text: 'Ogni oggetto e ogni array dell’output si può comprimere, così puoi esplorare un documento grande un livello alla volta.' },
        { title: 'Documenti di grandi dimensioni', text: 'Un file da 10 MB viene formattato in circa un secondo, in un worker in background, così la pagina resta reattiva. I file fino a 2 GB si aprono subito formattati, letti a parti.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla il tuo JSON nel pannello Codice di input.' },
        { text: 'Fai clic su Formatta il codice. Il testo viene verificato secondo RFC 8259 e reindentato con due spazi per livello.' },
        { text: 'Se il JSON non è valido, correggi il punto indicato nel riquadro rosso (riga e colonna) e formatta di nuovo.' },
        { text: 'Comprimi le parti che non ti servono, poi fai clic su Copia il codice.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Invia gli ID oltre 9007199254740991 (2^53 − 1) come stringhe se li legge un client JavaScript: questo formattatore li lascia intatti, JSON.parse no.' },
        { text: 'Mantieni univoche le chiavi di ogni oggetto. RFC 8259 dice solo che i nomi DOVREBBERO essere univoci, e i parser non concordano su quale duplicato prevalga.' },
        { text: 'Non fare affidamento sull’ordine delle chiavi: gli oggetti JSON non sono ordinati. Usa un array quando l’ordine ha un significato.' },
        { text: 'Scambia JSON in UTF-8, come RFC 8259 richiede tra sistemi, e applica l’escape ai caratteri di controllo nelle stringhe.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Leggere risposte REST e GraphQL o payload di webhook durante il debug di un’integrazione.' },
        { text: 'Controllare package.json, composer.json o altri file di configurazione JSON rigorosi prima di un commit.' },
        { text: 'Preparare fixture e risposte mock leggibili per unit test e test di contratto.' },
        { text: 'Esaminare JSON preso da log o code di messaggi prima di allegarlo a una segnalazione di bug.' },
      ],
    },
  ],
};
