import type { ToolContent } from '../../../content/types';

/** Static text of the JavaScript Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare il JavaScript',
      paragraphs: [
        'I team perdono tempo a discutere di punti e virgola, virgolette e a capo, e le code review si riempiono di modifiche di formattazione. Prettier mette fine a tutto questo: analizza il JavaScript in un albero sintattico e lo riscrive in un unico stile coerente, così un diff mostra solo le modifiche alla logica.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Prettier con opzioni fisse', text: 'Punti e virgola, apici singoli, indentazione a 2 spazi, virgole finali dove ES5 le consente, spazi dentro le graffe degli oggetti e nessuna parentesi attorno a un singolo parametro di arrow function (x => x * 2).' },
        { title: 'Sintassi moderna e JSX', text: 'Moduli ES, async/await, optional chaining, nullish coalescing, classi con campi privati e JSX di React.' },
        { title: 'Adattamento alla riga', text: 'Chiamate, array e letterali oggetto lunghi vengono distribuiti su più righe solo quando non entrano nella larghezza di riga.' },
        { title: 'Errori di sintassi', text: 'Se il codice non si analizza, il riquadro di errore mostra il messaggio e la posizione del parser.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla JavaScript in Codice di input.' },
        { text: 'Fai clic su Formatta il codice. Prettier costruisce un albero sintattico astratto, così commenti e codice mantengono il loro significato.' },
        { text: 'L’albero viene scritto con le opzioni indicate sopra, adattando ogni istruzione alla larghezza di riga.' },
        { text: 'Copia il risultato o comprimi funzioni e blocchi per leggerlo.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Per ottenere questo output in un repository, usa un .prettierrc con { "singleQuote": true, "trailingComma": "es5", "arrowParens": "avoid" }.' },
        { text: 'Formattare non è fare linting: usa ESLint per scovare variabili inutilizzate, await mancanti e confronti rischiosi.' },
        { text: 'Formatta al salvataggio o in un hook di pre-commit, così il codice non formattato non arriva mai in review.' },
        { text: 'Leggere un bundle minificato aiuta per un’occhiata veloce; per il vero debug le source map sono più affidabili.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Rendere leggibili script di terze parti minificati o bookmarklet.' },
        { text: 'Ripulire snippet prima di incollarli in documentazione o in un post del blog.' },
        { text: 'Uniformare due versioni di un file prima di confrontarle con il confronto testo.' },
        { text: 'Verificare al volo se un pezzo di JavaScript si analizza.' },
      ],
    },
  ],
};
