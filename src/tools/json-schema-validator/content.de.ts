import type { ToolContent } from '../../content/types';

/** Static text of the JSON Schema Validator page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'JSON gegen seinen Vertrag prüfen',
      paragraphs: [
        'Ein JSON Schema legt fest, wie ein Dokument aussehen muss: welche Properties Pflicht sind, ihre Typen, erlaubte Werte und Formate. Wer eine API-Payload, eine Konfigurationsdatei oder eine Test-Fixture gegen ihr Schema validiert, findet Fehler, bevor ein Server oder ein Deployment es tut.',
      ],
    },
    {
      heading: 'Was der Validator meldet',
      items: [
        { title: 'Jeder Fehler', text: 'Die Validierung hört nicht beim ersten Problem auf; alle werden aufgelistet, auch die übergeordneten Keywords (properties, items), die scheiterten, weil ein Kind scheiterte.' },
        { title: 'Instance Path', text: 'Ein JSON Pointer wie /lines/1/qty nennt den Wert, der scheiterte; / ist das ganze Dokument.' },
        { title: 'Keyword und Meldung', text: 'Das Schema-Keyword, das den Wert abgelehnt hat (type, required, minimum, enum…), und eine Meldung, die sagt, warum.' },
        { title: 'Position', text: 'Zeile und Spalte der Property oder des Elements; ein Klick auf den Fehler setzt den Cursor dorthin im Dokument-Editor.' },
      ],
    },
    {
      heading: 'Ein Dokument validieren',
      layout: 'steps',
      items: [
        { text: 'Füge das JSON in den Editor JSON-Dokument und das Schema in den Editor JSON Schema ein.' },
        { text: 'Lass den Draft auf "Aus $schema" oder wähle selbst Draft 2020-12 oder Draft-07.' },
        { text: 'Klicke auf Validieren oder drücke Strg+Enter in einem der beiden Editoren.' },
        { text: 'Arbeite die Liste ab und springe per Klick zu jedem Fehler; wenn keiner mehr übrig ist, sagt die Seite "Das Dokument ist gültig gemäß dem Schema."' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'Die Engine ist @cfworker/json-schema, die Schemas interpretiert, statt sie in Code zu kompilieren, und deshalb unter der strikten Content-Security-Policy der Seite läuft.' },
        { text: '$ref auf Definitionen, $defs und Anker im selben Schema wird unterstützt; Verweise auf andere Dateien werden nicht geladen.' },
        { text: 'Das Keyword format wird für gängige Formate wie email, date-time, uri und uuid geprüft.' },
        { text: 'Zahlen werden als JavaScript-Zahlen verglichen, daher verlieren Integer über 2^53 bei der Validierung an Genauigkeit.' },
      ],
    },
  ],
};
