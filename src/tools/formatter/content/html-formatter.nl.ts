import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom HTML formatteren ertoe doet',
      paragraphs: [
        'Markup uit een CMS, een e-mailtemplate of een geminificeerde build is een muur van geneste div-elementen waarin moeilijk te zien is welke tag wat sluit. Consistente inspringing maakt de documentboom zichtbaar.',
        'HTML vraagt om een zorgvuldige Formatter: witruimte tussen inline-elementen wordt als zichtbare spatie weergegeven, dus een regeleinde op de verkeerde plek toevoegen of weghalen verandert wat gebruikers zien.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'Prettier voor HTML', text: 'Dezelfde Formatter die veel editors en CI-pipelines gebruiken, met een regelbreedte van 120 tekens en een inspringing van 2 spaties.' },
        { title: 'Opmaak die witruimte respecteert', text: 'Regeleinden volgen het CSS-displaytype van elk element: blokelementen zoals div en p krijgen hun eigen regel, inline-elementen zoals a, span en em worden niet zo gesplitst dat er zichtbare spaties bij komen of verdwijnen.' },
        { title: 'Ingesloten code', text: 'Script- en style-blokken worden geformatteerd als JavaScript en CSS.' },
        { title: 'Lange tags afgebroken', text: 'Een element met veel attributen wordt geschreven met één attribuut per regel.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak een volledig HTML-document of een fragment in Invoer.' },
        { text: 'Klik op Code formatteren. Prettier parseert de markup tot een boom, zoals een browser dat doet.' },
        { text: 'De regeleinden volgen uit de displaytypes van de elementen en de breedte van 120 tekens, daarna wordt de boom geschreven.' },
        { text: 'Blader door de inklapbare uitvoer en kopieer hem.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Schrik niet van een > aan het begin van een regel: Prettier zet hem daar bewust neer om geen witruimte tussen inline-elementen toe te voegen.' },
        { text: 'Controleer de conformiteit met de W3C Nu HTML Checker: formatteren vindt alleen markup die de parser niet kan lezen, geen ongeldige nesting of attributen.' },
        { text: 'Templatesyntaxis (Handlebars, Jinja, Blade) is geen HTML; formatteer templatebestanden met een tool die hun taal begrijpt.' },
        { text: 'Schrijf eindtags zoals </p> en </li> uit; optionele eindtags zijn geldig maar maken de structuur moeilijker leesbaar.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'De geminificeerde broncode van een productiepagina lezen.' },
        { text: 'HTML opschonen die uit een CMS, page builder of e-maileditor is geëxporteerd.' },
        { text: 'Markup reviewen die server-side templates genereren.' },
        { text: 'Snippets voorbereiden voor documentatie of voor de HTML-vergelijker.' },
      ],
    },
  ],
};
