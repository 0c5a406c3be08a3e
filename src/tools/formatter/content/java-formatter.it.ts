import type { ToolContent } from '../../../content/types';

/** Static text of the Java Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare il Java',
      paragraphs: [
        'Il codice Java è pieno di righe lunghe: pipeline di stream, catene di builder, parametri annotati e tipi generici. Quando ogni sviluppatore le manda a capo a modo suo, le pull request mostrano rumore di formattazione invece della logica. Un unico stile automatico mantiene facili da rivedere le grandi codebase Java.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Prettier Java', text: 'Formattazione con prettier-plugin-java, il plugin di Prettier mantenuto dal progetto JHipster, con indentazione a 4 spazi.' },
        { title: 'A capo che seguono la struttura', text: 'Le liste di parametri che non entrano vengono scritte con un parametro per riga; le lunghe catene di metodi come stream().filter().map() vanno a capo a ogni chiamata.' },
        { title: 'Sintassi Java attuale', text: 'Record, classi sealed, espressioni switch, text block, lambda, generics e annotazioni sono supportati.' },
        { title: 'Errori di analisi localizzati', text: 'Se il sorgente non si analizza, il riquadro di errore mostra dove si è fermato il parser.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla un file sorgente Java o una classe completa in Codice di input.' },
        { text: 'Fai clic su Formatta il codice. La grammatica Java viene caricata al primo utilizzo e il codice viene analizzato in un albero sintattico.' },
        { text: 'Prettier scrive l’albero mandando a capo le righe alla larghezza di riga.' },
        { text: 'Copia la classe formattata nel tuo progetto.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Incolla almeno una classe completa: un’istruzione o un metodo isolati non sono un’unità di compilazione Java valida e non verranno analizzati.' },
        { text: 'Usa lo stesso formattatore nella build: prettier-plugin-java si esegue da npm, e Spotless può lanciarlo da Maven o Gradle.' },
        { text: 'Il formattatore non rimuove gli import inutilizzati né riordina i membri; se ne occupano il tuo IDE o le regole di Checkstyle.' },
        { text: 'Formatta file interi in un commit a parte, così le modifiche funzionali restano facili da rivedere.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Leggere codice prodotto da generatori come OpenAPI Generator o MapStruct, o da un decompilatore.' },
        { text: 'Riordinare classi legacy prima del refactoring.' },
        { text: 'Formattare esempi Java per documentazione, ticket e colloqui.' },
        { text: 'Rivedere la classe di un collega senza configurare un IDE.' },
      ],
    },
  ],
};
