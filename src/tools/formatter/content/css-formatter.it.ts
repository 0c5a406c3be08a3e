import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare il CSS',
      paragraphs: [
        'Un foglio di stile minificato o una regola scritta su una riga nasconde dichiarazioni duplicate, valori sovrascritti e selettori più specifici del necessario.',
        'Con una dichiarazione per riga, le review del CSS e i diff del controllo di versione indicano la proprietà esatta che è cambiata invece di un’intera regola.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Prettier per CSS', text: 'I fogli di stile vengono analizzati e riscritti con indentazione a 2 spazi e una larghezza di riga di 100 caratteri.' },
        { title: 'Un elemento per riga', text: 'Ogni dichiarazione ha la propria riga, e ogni selettore di un elenco separato da virgole inizia una nuova riga.' },
        { title: 'Spaziatura coerente', text: 'Gli spazi attorno a due punti, parentesi graffe e combinatori come > e + vengono normalizzati.' },
        { title: 'CSS moderno preservato', text: 'At-rule come @media, @supports, @layer, @font-face e @keyframes, custom property e commenti vengono mantenuti.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla un foglio di stile o alcune regole in Codice di input.' },
        { text: 'Fai clic su Formatta il codice. Prettier analizza il CSS con PostCSS e riscrive ogni regola con un layout coerente.' },
        { text: 'Se una graffa o un commento restano aperti, il riquadro di errore indica dove si è fermata l’analisi.' },
        { text: 'Comprimi le regole che non ti interessano e copia l’output.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Il formattatore non riordina mai le proprietà; se vuoi un ordine fisso, imponilo con una regola di Stylelint.' },
        { text: 'Sposta colori e spaziature ripetuti in custom property come --brand-color.' },
        { text: 'Mantieni i selettori brevi: quelli molto annidati aumentano la specificità e sono difficili da sovrascrivere.' },
        { text: 'Fai commit di CSS leggibile e lascia la minificazione alla fase di build.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Deminificare un foglio di stile di produzione per trovare la regola che rompe un layout.' },
        { text: 'Riordinare CSS esportato da strumenti di design o copiato dai DevTools del browser.' },
        { text: 'Leggere temi di terze parti e stili di librerie di componenti.' },
        { text: 'Preparare due fogli di stile per il confronto CSS.' },
      ],
    },
  ],
};
