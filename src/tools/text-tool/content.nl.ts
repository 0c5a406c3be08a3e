import type { ToolContent } from '../../content/types';

/** Static text of the Format & Diff page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Wat Formatteren & diff doet',
      paragraphs: [
        'Formatteren & diff schrijft JSON, XML of HTML opnieuw uit met nette inspringing en toont daarna naast elkaar hoe het resultaat verschilt van wat je plakte. Zo beantwoordt het twee vragen in één stap: hoe ziet het document er geformatteerd uit, en wat veranderde het formatteren precies?',
      ],
    },
    {
      heading: 'Regels voor het formatteren',
      items: [
        { title: 'JSON', text: 'Geparst en opnieuw uitgeschreven met een inspringing van twee spaties.' },
        { title: 'XML', text: 'Tag voor tag opnieuw ingesprongen, één niveau per genest element.' },
        { title: 'HTML', text: 'Op dezelfde eenvoudige manier als XML per tag opnieuw ingesprongen.' },
        { title: 'Fouten', text: 'Invoer die niet te lezen is, wordt gemeld als ‘Ongeldig JSON-formaat’, ‘Ongeldig XML-formaat’ of ‘Ongeldig HTML-formaat’.' },
      ],
    },
    {
      heading: 'Zo gebruik je het',
      layout: 'steps',
      items: [
        { text: 'Kies JSON, XML of HTML.' },
        { text: 'Plak je invoer.' },
        { text: 'Lees de geformatteerde uitvoer in het uitvoerpaneel.' },
        { text: 'Bekijk in de diff elke regel die het formatteren toevoegde, verwijderde of wijzigde.' },
      ],
    },
    {
      heading: 'Wanneer je het gebruikt',
      items: [
        { text: 'Zien of een bestand al geformatteerd was: een lege diff betekent dat er niets veranderde.' },
        { text: 'Een collega laten zien wat een herformattering raakt, voordat je hem commit.' },
        { text: 'Snel wisselen tussen de drie typen zonder de pagina te verlaten.' },
        { text: 'Voor formatteren in productie met strikte validatie gebruik je beter de eigen JSON-, XML- en HTML-formatters.' },
      ],
    },
  ],
};
