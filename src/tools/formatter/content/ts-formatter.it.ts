import type { ToolContent } from '../../../content/types';

/** Static text of the TypeScript Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare il TypeScript',
      paragraphs: [
        'Annotazioni di tipo, generics e union type allungano le righe di TypeScript. Senza a capo coerenti, una firma di funzione con tre parametri generici o una union di dieci letterali stringa diventa difficile da scorrere, e i revisori finiscono per discutere di layout invece che di tipi.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Il parser TypeScript di Prettier', text: 'Lo stesso output di Prettier nel tuo editor, con punti e virgola, apici singoli, indentazione a 2 spazi e virgole finali ES5.' },
        { title: 'Tipi leggibili', text: 'Union e intersection type lunghi vanno a capo con un membro per riga; le lunghe liste di parametri generici e le firme vengono spezzate in modo pulito.' },
        { title: 'Sintassi TypeScript completa', text: 'Interfacce, enum, classi astratte, decorator, satisfies, import di soli tipi, overload e file di dichiarazione (.d.ts).' },
        { title: 'Sintassi, non tipi', text: 'Il codice viene analizzato ma non sottoposto a type checking: un errore di tipo resta com’è, vengono segnalati solo gli errori di sintassi.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla TypeScript in Codice di input.' },
        { text: 'Fai clic su Formatta il codice. Prettier analizza il sorgente con la grammatica di TypeScript.' },
        { text: 'Annotazioni di tipo, generics e decorator vengono scritti con il layout di Prettier entro la larghezza di riga.' },
        { text: 'Copia il risultato o comprimi classi e interfacce per esaminarlo.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Esegui tsc --noEmit in CI per gli errori di tipo; un formattatore non guarda i tipi.' },
        { text: 'Dai un nome alle union lunghe e ai vincoli generici complessi con un type alias invece di ripeterli inline.' },
        { text: 'Usa import type per gli import di soli tipi, così i bundler possono eliminarli senza rischi.' },
        { text: 'Usa le stesse opzioni di Prettier nel tuo repository, così la formattazione locale e questo strumento coincidono.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Leggere client API generati da schemi OpenAPI o GraphQL.' },
        { text: 'Rivedere i file di dichiarazione .d.ts distribuiti con i pacchetti npm.' },
        { text: 'Riordinare codice Angular o NestJS pieno di decorator.' },
        { text: 'Preparare esempi TypeScript per pull request e documentazione.' },
      ],
    },
  ],
};
