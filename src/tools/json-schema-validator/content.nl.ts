import type { ToolContent } from '../../content/types';

/** Static text of the JSON Schema Validator page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Controleer JSON tegen zijn contract',
      paragraphs: [
        'Een JSON Schema legt vast hoe een document eruit moet zien: welke properties verplicht zijn, hun types, toegestane waarden en formaten. Een API-payload, een configuratiebestand of een testfixture valideren tegen het schema vangt fouten af voordat een server of een deployment dat doet.',
      ],
    },
    {
      heading: 'Wat de validator meldt',
      items: [
        { title: 'Elke fout', text: 'De validatie stopt niet bij het eerste probleem; ze worden allemaal getoond, inclusief de bovenliggende keywords (properties, items) die faalden omdat een kind faalde.' },
        { title: 'Pad van de instance', text: 'Een JSON Pointer zoals /lines/1/qty noemt de waarde die faalde; / is het hele document.' },
        { title: 'Keyword en melding', text: 'Het schema-keyword dat de waarde afwees (type, required, minimum, enum…) en een melding die zegt waarom.' },
        { title: 'Locatie', text: 'Regel en kolom van de property of het element; een klik op de fout zet de cursor daar in de documenteditor.' },
      ],
    },
    {
      heading: 'Een document valideren',
      layout: 'steps',
      items: [
        { text: 'Plak de JSON in de editor JSON-document en het schema in de editor JSON Schema.' },
        { text: 'Laat de draft op "Uit $schema" staan of kies zelf draft 2020-12 of draft-07.' },
        { text: 'Klik op Valideren of druk op Ctrl+Enter in een van beide editors.' },
        { text: 'Werk de lijst af en klik op elke fout om ernaartoe te springen; als er geen meer over is, zegt de pagina "Het document is geldig volgens het schema."' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'De engine is @cfworker/json-schema, die schema\'s interpreteert in plaats van ze naar code te compileren, en dus draait onder de strikte Content-Security-Policy van de pagina.' },
        { text: '$ref naar definities, $defs en anchors binnen hetzelfde schema wordt ondersteund; verwijzingen naar andere bestanden worden niet opgehaald.' },
        { text: 'Het keyword format wordt gecontroleerd voor gangbare formaten zoals email, date-time, uri en uuid.' },
        { text: 'Getallen worden vergeleken als JavaScript-getallen, dus integers boven 2^53 verliezen precisie tijdens de validatie.' },
      ],
    },
  ],
};
