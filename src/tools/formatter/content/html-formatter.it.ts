import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare l’HTML',
      paragraphs: [
        'Il markup di un CMS, di un modello di email o di una build minificata è un muro di div annidati in cui è difficile capire quale tag chiude cosa. Un’indentazione coerente rende visibile l’albero del documento.',
        'L’HTML richiede un formattatore attento: lo spazio tra elementi inline viene mostrato come uno spazio visibile, quindi aggiungere o togliere un a capo nel punto sbagliato cambia ciò che vedono gli utenti.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Prettier per HTML', text: 'Lo stesso formattatore usato da molti editor e pipeline di CI, con una larghezza di riga di 120 caratteri e indentazione a 2 spazi.' },
        { title: 'Layout attento agli spazi', text: 'Gli a capo seguono il tipo di display CSS di ogni elemento: gli elementi di blocco come div e p hanno una riga propria, gli elementi inline come a, span ed em non vengono spezzati in modo da aggiungere o togliere spazi visibili.' },
        { title: 'Codice incorporato', text: 'I blocchi script e style vengono formattati come JavaScript e CSS.' },
        { title: 'Tag lunghi mandati a capo', text: 'Un elemento con molti attributi viene scritto con un attributo per riga.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla un documento HTML completo o un frammento in Codice di input.' },
        { text: 'Fai clic su Formatta il codice. Prettier analizza il markup in un albero, come farebbe un browser.' },
        { text: 'Decide gli a capo in base ai tipi di display degli elementi e alla larghezza di 120 caratteri, poi scrive l’albero.' },
        { text: 'Esplora l’output comprimibile e copialo.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Non stupirti di un > a inizio riga: Prettier lo sposta lì di proposito per non aggiungere spazi tra elementi inline.' },
        { text: 'Verifica la conformità con il W3C Nu HTML Checker: la formattazione individua solo il markup che il parser non riesce a leggere, non annidamenti o attributi non validi.' },
        { text: 'La sintassi dei template (Handlebars, Jinja, Blade) non è HTML; formatta quei file con uno strumento che ne conosca il linguaggio.' },
        { text: 'Scrivi esplicitamente i tag di chiusura come </p> e </li>; quelli facoltativi sono validi ma rendono la struttura più difficile da leggere.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Leggere il sorgente minificato di una pagina in produzione.' },
        { text: 'Ripulire HTML esportato da un CMS, da un page builder o da un editor di email.' },
        { text: 'Rivedere il markup generato dai template lato server.' },
        { text: 'Preparare snippet per la documentazione o per il confronto HTML.' },
      ],
    },
  ],
};
