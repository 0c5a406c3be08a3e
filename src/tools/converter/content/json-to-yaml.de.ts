import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to YAML page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Von JSON zu YAML ohne Überraschungen',
      paragraphs: [
        'Konfiguration für Kubernetes, GitHub Actions, Ansible oder Docker Compose wird in YAML geschrieben, während die Daten oft als JSON aus einer API oder einem Skript stammen. Dieser Konverter schreibt ein JSON-Dokument als YAML im Block-Stil, das sich wieder zu genau denselben Daten einlesen lässt.',
      ],
    },
    {
      heading: 'Regeln der Konvertierung',
      items: [
        { title: 'Exakte Zahlen', text: 'Zahlen werden so übernommen, wie sie geschrieben sind: 12345678901234567890 bleibt ganz, 1.0 behält seinen Dezimalpunkt und -0 sein Vorzeichen. Ein Konverter auf Basis von JSON.parse würde jede Ganzzahl über 2^53 runden.' },
        { title: 'Sorgfältiges Quoting', text: 'Strings wie "yes", "no", "on", "null", "1.5" oder "2024-01-15" werden in Anführungszeichen gesetzt, damit weder ein YAML-1.1- noch ein YAML-1.2-Parser sie zu Booleans, Zahlen oder Datumswerten macht.' },
        { title: 'Reihenfolge der Schlüssel', text: 'Die Schlüssel erscheinen in der Reihenfolge des JSON, auch Schlüssel, die wie Zahlen aussehen.' },
        { title: 'Leere Container', text: 'Leere Objekte und Arrays werden als {} und [] geschrieben, damit sie ihren Typ behalten.' },
        { title: 'Doppelte Schlüssel', text: 'YAML verbietet sie: Der letzte Wert gewinnt, wie bei JSON.parse, und ein Hinweis unter der Ausgabe nennt, wie viele verworfen wurden.' },
      ],
    },
    {
      heading: 'So konvertierst du',
      layout: 'steps',
      items: [
        { text: 'Füge JSON in das Feld JSON-Eingabe ein oder öffne bzw. ziehe eine .json-Datei hinein.' },
        { text: 'Klicke auf Konvertieren oder drücke Strg+Enter; ungültiges JSON wird mit Zeile und Spalte gemeldet.' },
        { text: 'Lies das YAML im Ausgabefeld, klappe Abschnitte ein oder durchsuche es mit der Suche.' },
        { text: 'Kopiere das YAML oder lade es als converted.yaml herunter.' },
      ],
    },
    {
      heading: 'Gut zu wissen',
      items: [
        { text: 'Eingerückt wird mit zwei Leerzeichen, die Spiegelstriche von Sequenzen unter ihrem Schlüssel eingerückt – das Layout, das die meisten Linter akzeptieren.' },
        { text: 'Mehrzeilige Strings werden in doppelten Anführungszeichen mit \\n-Escapes geschrieben, die jeder YAML-Parser gleich versteht.' },
        { text: 'Wandelst du das YAML mit dem Tool YAML zu JSON zurück, erhältst du das ursprüngliche Dokument, formatiert.' },
        { text: 'Zehn Megabyte JSON werden in einem Hintergrund-Worker in etwa einer Sekunde konvertiert; Abbrechen stoppt sofort.' },
      ],
    },
  ],
};
