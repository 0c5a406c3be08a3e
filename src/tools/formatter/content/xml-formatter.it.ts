import type { ToolContent } from '../../../content/types';

/** Static text of the XML Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare l’XML',
      paragraphs: [
        'Messaggi SOAP, feed RSS, sitemap, POM di Maven e configurazioni esportate arrivano spesso come un’unica riga di XML. L’indentazione rivela l’albero degli elementi: vedi a quale elemento appartiene un valore e dove finisce un blocco.',
        'Un controllo di buona formazione individua tag non chiusi, maiuscole diverse nei tag di chiusura ed e commerciali senza escape prima che lo faccia il sistema che riceve il documento.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Il layout di xmllint --format', text: 'Due spazi per livello e un elemento per riga dove un elemento contiene solo elementi figli: l’indentazione che conosci da libxml2.' },
        { title: 'Contenuto intatto', text: 'Contenuto misto, testo, sezioni CDATA, commenti, istruzioni di elaborazione e dichiarazione XML restano come sono scritti. Gli spazi all’interno del testo non vengono mai toccati.' },
        { title: 'Errori precisi', text: 'Un input malformato viene segnalato come «XML non valido:» seguito dal problema con riga e colonna.' },
        { title: 'Veloce sui file grandi', text: 'I documenti di più megabyte vengono formattati in un worker in background e mostrati come albero comprimibile.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla un documento o un frammento XML nel pannello Codice di input.' },
        { text: 'Fai clic su Formatta il codice. Il parser controlla annidamento, virgolette degli attributi, riferimenti a entità e che ogni tag di apertura sia chiuso.' },
        { text: 'Gli elementi con soli elementi figli vengono distribuiti su righe separate; quelli che contengono testo lo mantengono sulla propria riga.' },
        { text: 'Comprimi gli elementi che non ti servono e copia il risultato.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Ben formato non significa valido: verifica il documento anche rispetto al suo XSD o DTD nella tua build.' },
        { text: 'Non reindentare XML firmato (XML-DSig, asserzioni SAML): cambiare gli spazi invalida la firma.' },
        { text: 'Usa CDATA per codice o markup incorporato invece di applicare l’escape a ogni < e &.' },
        { text: 'Dichiara la codifica nella dichiarazione XML quando un documento non è in UTF-8.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Eseguire il debug di richieste e risposte SOAP catturate dai log o da un proxy.' },
        { text: 'Leggere pom.xml, web.config, layout Android e altre configurazioni XML.' },
        { text: 'Controllare a mano feed RSS e Atom, sitemap e file SVG.' },
        { text: 'Preparare due esportazioni per un confronto fianco a fianco con il confronto XML.' },
      ],
    },
  ],
};
