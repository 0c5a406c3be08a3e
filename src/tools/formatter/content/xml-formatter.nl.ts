import type { ToolContent } from '../../../content/types';

/** Static text of the XML Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom XML formatteren ertoe doet',
      paragraphs: [
        'SOAP-berichten, RSS-feeds, sitemaps, Maven-POM’s en geëxporteerde configuraties komen vaak binnen als één regel XML. Inspringing maakt de elementenboom zichtbaar, zodat je ziet bij welk element een waarde hoort en waar een blok eindigt.',
        'Een controle op welgevormdheid vangt niet-gesloten tags, verschillen in hoofdletters in eindtags en niet-ge-escapete ampersands af voordat het systeem dat het document gebruikt dat doet.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'De opmaak van xmllint --format', text: 'Twee spaties per niveau en één element per regel waar een element alleen kindelementen bevat: de inspringing die je kent van libxml2.' },
        { title: 'Inhoud blijft intact', text: 'Gemengde inhoud, tekst, CDATA-secties, commentaar, processing instructions en de XML-declaratie blijven zoals ze geschreven zijn. Witruimte in tekst wordt nooit aangeraakt.' },
        { title: 'Precieze fouten', text: 'Ongeldige invoer wordt gemeld als "Ongeldige XML:" gevolgd door het probleem met regel en kolom.' },
        { title: 'Snel bij grote bestanden', text: 'Documenten van meerdere megabytes worden in een worker op de achtergrond geformatteerd en als inklapbare boom getoond.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak een XML-document of -fragment in het paneel Invoer.' },
        { text: 'Klik op Code formatteren. De parser controleert nesting, aanhalingstekens van attributen, entity-verwijzingen en of elke starttag gesloten is.' },
        { text: 'Elementen met alleen kindelementen worden over aparte regels verdeeld; elementen met tekst houden die op hun eigen regel.' },
        { text: 'Klap de elementen in die je niet nodig hebt en kopieer het resultaat.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Welgevormd is niet hetzelfde als geldig: controleer het document in je build ook tegen de XSD of DTD.' },
        { text: 'Spring ondertekende XML (XML-DSig, SAML-assertions) niet opnieuw in: gewijzigde witruimte breekt de handtekening.' },
        { text: 'Gebruik CDATA voor ingesloten code of markup in plaats van elke < en & te escapen.' },
        { text: 'Geef de codering op in de XML-declaratie als een document geen UTF-8 is.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'SOAP-requests en -responses debuggen die uit logs of een proxy komen.' },
        { text: 'pom.xml, web.config, Android-layouts en andere XML-configuratie lezen.' },
        { text: 'RSS- en Atom-feeds, sitemaps en SVG-bestanden met de hand controleren.' },
        { text: 'Twee exports voorbereiden om ze naast elkaar te vergelijken in de XML-vergelijker.' },
      ],
    },
  ],
};
