import type { ToolContent } from '../../../content/types';

/** Static text of the XML to JSON page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'XML-data als JSON',
      paragraphs: [
        'SOAP-responses, RSS-feeds, Maven-POM’s en facturen in UBL zijn XML, terwijl scripts en front-ends de voorkeur geven aan JSON. Deze pagina leest een XML-document in je browser en schrijft het als JSON, met een mapping die de tool JSON naar XML omkeert.',
      ],
    },
    {
      heading: 'Regels van de mapping',
      items: [
        { title: 'Elementen', text: 'Het root-element is de ene key op het hoogste niveau; een element met alleen tekst wordt een string, een leeg element "".' },
        { title: 'Attributen', text: 'Attributen worden keys met het voorvoegsel @, zoals "@currency": "EUR"; namespace-prefixen blijven deel van de naam.' },
        { title: 'Tekst naast markup', text: 'Heeft een element attributen of kinderen, dan komt de tekst onder "#text"; CDATA-secties tellen als tekst.' },
        { title: 'Herhaling', text: 'Kindelementen met dezelfde naam worden één array, in de volgorde van het document.' },
        { title: 'Entities', text: 'De vijf XML-entities en tekenverwijzingen zoals &#233; worden gedecodeerd.' },
      ],
    },
    {
      heading: 'Van XML naar JSON in vier stappen',
      layout: 'steps',
      items: [
        { text: 'Plak XML in het paneel XML-invoer of sleep er een bestand op.' },
        { text: 'Zet Types afleiden aan als getallen en true/false JSON-waarden moeten worden.' },
        { text: 'Klik op Converteren; een ongeldig document wordt gemeld met regel en kolom.' },
        { text: 'Kopieer de JSON of download converted.json.' },
      ],
    },
    {
      heading: 'Wat er wegvalt',
      items: [
        { text: 'Commentaar, processing instructions en de DOCTYPE zijn geen data en vallen weg, met een opmerking.' },
        { text: 'Wisselen kinderen met verschillende namen elkaar af (a, b, a), dan wordt elke naam gegroepeerd en gaat hun volgorde ten opzichte van elkaar verloren.' },
        { text: 'Gemengde tekst rond kindelementen wordt bijgesneden en samengevoegd tot één #text-waarde.' },
        { text: 'Entities die in een DTD zijn gedeclareerd, worden niet uitgevouwen: het document wordt geweigerd met de naam van de entity.' },
      ],
    },
  ],
};
