import type { ToolContent } from '../../../content/types';

/** Static text of the XML to JSON page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dati XML come JSON',
      paragraphs: [
        'Risposte SOAP, feed RSS, POM di Maven e fatture in UBL sono XML, mentre script e front-end preferiscono il JSON. Questa pagina legge un documento XML nel tuo browser e lo scrive come JSON con una corrispondenza che lo strumento JSON in XML inverte.',
      ],
    },
    {
      heading: 'Regole di corrispondenza',
      items: [
        { title: 'Elementi', text: 'L’elemento radice è l’unica chiave di primo livello; un elemento che contiene solo testo diventa una stringa, un elemento vuoto "".' },
        { title: 'Attributi', text: 'Gli attributi diventano chiavi con prefisso @, come "@currency": "EUR"; i prefissi dei namespace restano parte del nome.' },
        { title: 'Testo accanto al markup', text: 'Quando un elemento ha attributi o figli, il suo testo va sotto "#text"; le sezioni CDATA contano come testo.' },
        { title: 'Ripetizione', text: 'Gli elementi figli con lo stesso nome diventano un array, nell’ordine del documento.' },
        { title: 'Entità', text: 'Le cinque entità XML e i riferimenti a caratteri come &#233; vengono decodificati.' },
      ],
    },
    {
      heading: 'Da XML a JSON in quattro passaggi',
      layout: 'steps',
      items: [
        { text: 'Incolla l’XML nel pannello Input XML o trascinaci sopra un file.' },
        { text: 'Attiva Deduci i tipi se numeri e true/false devono diventare valori JSON.' },
        { text: 'Fai clic su Converti; un documento malformato viene segnalato con riga e colonna.' },
        { text: 'Copia il JSON o scarica converted.json.' },
      ],
    },
    {
      heading: 'Cosa resta fuori',
      items: [
        { text: 'Commenti, istruzioni di elaborazione e DOCTYPE non sono dati e vengono scartati, con una nota.' },
        { text: 'Se figli con nomi diversi si alternano (a, b, a), ogni nome viene raggruppato, quindi il loro intreccio si perde.' },
        { text: 'Il testo misto attorno agli elementi figli viene rifilato e unito in un unico valore #text.' },
        { text: 'Le entità dichiarate in una DTD non vengono espanse: il documento è rifiutato con il nome dell’entità.' },
      ],
    },
  ],
};
