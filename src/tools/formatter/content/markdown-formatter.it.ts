import type { ToolContent } from '../../../content/types';

/** Static text of the Markdown Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare il Markdown',
      paragraphs: [
        'Il Markdown viene reso con indulgenza, quindi un sorgente disordinato passa inosservato finché qualcuno non deve modificarlo: marcatori di elenco misti, tabelle irregolari, righe di 300 caratteri. README, changelog e documentazione vivono nel controllo di versione, e un Markdown mandato a capo in modo coerente produce diff che mostrano quale frase è cambiata.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Prettier per Markdown', text: 'CommonMark più GitHub Flavored Markdown: tabelle, elenchi di attività, barrato e link automatici.' },
        { title: 'Testo a capo a 80 caratteri', text: 'I paragrafi vengono ridistribuiti su righe di al massimo 80 caratteri; titoli, tabelle e blocchi di codice non vanno mai a capo.' },
        { title: 'Sintassi coerente', text: 'Un solo stile di marcatori di elenco, un solo stile di enfasi e marcatori di titolo uniformi in tutto il documento.' },
        { title: 'Tabelle allineate', text: 'Le colonne delle tabelle vengono riempite in modo che le barre verticali siano allineate nel sorgente.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla Markdown in Codice di input, front matter compreso.' },
        { text: 'Fai clic su Formatta il codice. Prettier analizza il documento in un albero sintattico Markdown.' },
        { text: 'L’albero viene scritto con paragrafi a capo, elenchi uniformati e tabelle allineate.' },
        { text: 'Copia il risultato nel tuo README o file di documentazione.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Se il tuo progetto scrive una frase per riga, non adottare l’output mandato a capo; le due convenzioni sono in conflitto.' },
        { text: 'Aggiungi un tag di linguaggio ai blocchi di codice (```bash, ```json) per avere l’evidenziazione della sintassi.' },
        { text: 'Usa un solo H1 per documento e non saltare livelli di titolo; screen reader e indici dipendono da questo.' },
        { text: 'Controlla la pagina resa dopo la riformattazione: l’HTML dentro il Markdown viene lasciato com’è.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Riordinare i file README e CHANGELOG prima di una release.' },
        { text: 'Preparare pagine per MkDocs, Docusaurus o altri siti di documentazione statici.' },
        { text: 'Ripulire descrizioni di pull request e pagine wiki.' },
        { text: 'Allineare grandi tabelle Markdown senza contare gli spazi a mano.' },
      ],
    },
  ],
};
