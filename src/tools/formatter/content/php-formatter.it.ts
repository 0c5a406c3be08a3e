import type { ToolContent } from '../../../content/types';

/** Static text of the PHP Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare il PHP',
      paragraphs: [
        'I progetti PHP si portano spesso dietro anni di stili misti, dai template che intrecciano PHP e HTML alle moderne classi tipizzate. Gli standard di codifica del PHP-FIG (PSR-12 e il suo successore, il PER Coding Style) descrivono un layout comune; applicarlo in automatico mantiene le review sul comportamento.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Il plugin PHP di Prettier', text: 'Formattazione con @prettier/plugin-php, con indentazione a 4 spazi come richiedono PSR-2 e i suoi successori.' },
        { title: 'Graffe in stile PER', text: 'Le graffe di apertura di classi, funzioni e metodi vanno su una riga propria; le strutture di controllo le mantengono sulla stessa riga.' },
        { title: 'Virgole finali', text: 'Array, liste di argomenti e liste di parametri su più righe ricevono una virgola finale, così aggiungere un elemento modifica una sola riga.' },
        { title: 'Sintassi moderna di PHP 8', text: 'Enum, espressioni match, attributi, argomenti con nome, readonly e proprietà tipizzate sono supportati.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla codice PHP, a partire dal tag <?php, in Codice di input.' },
        { text: 'Fai clic su Formatta il codice. Il plugin analizza il codice in un albero sintattico PHP.' },
        { text: 'Prettier scrive l’albero con un layout in stile PER e segnala gli errori di sintassi nel riquadro di errore.' },
        { text: 'Copia il file formattato.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Inizia l’input con <?php: tutto ciò che sta fuori dai tag PHP è HTML inline, quindi il codice senza il tag viene scritto invariato.' },
        { text: 'Ometti il tag di chiusura ?> nei file che contengono solo PHP; evita spazi indesiderati nella risposta.' },
        { text: 'WordPress ha un proprio standard di codifica con indentazione a tabulazioni, quindi l’output per il codice WordPress sarà diverso.' },
        { text: 'Aggiungi PHP_CodeSniffer o PHP-CS-Fixer alla CI per le regole che un formattatore non copre, come la nomenclatura.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Ripulire PHP legacy prima di un refactoring o di un aggiornamento della versione di PHP.' },
        { text: 'Rivedere classi Laravel e Symfony copiate da ticket o chat.' },
        { text: 'Formattare il codice di plugin e temi prima di leggerlo.' },
        { text: 'Preparare snippet PHP per la documentazione.' },
      ],
    },
  ],
};
