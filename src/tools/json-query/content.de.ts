import type { ToolContent } from '../../content/types';

/** Static text of the JSON Query page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Stell einem JSON-Dokument eine Frage',
      paragraphs: [
        'Eine API-Antwort oder ein Log-Export muss selten ganz gelesen werden: Du willst die E-Mail-Adressen der Nutzer über 30 oder die Summe der Bestellpositionen. jq beantwortet solche Fragen in einer Zeile und ist das, was die meisten Entwickler auf der Kommandozeile nutzen; JSONPath (RFC 9535) ist der Standardweg, auf Werte in einem Dokument zu zeigen, genutzt von API-Testtools und vielen Bibliotheken.',
      ],
    },
    {
      heading: 'Was du bekommst',
      items: [
        { title: 'Das echte jq', text: 'jq 1.7.1, nach WebAssembly kompiliert, läuft in einem Hintergrund-Worker: Jeder Filter und jede Funktion funktioniert wie auf der Kommandozeile, auch reduce, group_by und @csv.' },
        { title: 'jq-Flags', text: 'Kompakt (-c) schreibt einen Wert pro Zeile, Rohe Strings (-r) schreibt Strings ohne Anführungszeichen, Slurp (-s) liest zuerst jeden Wert der Eingabe in ein Array, und Schlüssel sortieren (-S) sortiert die Objektschlüssel in der Ausgabe.' },
        { title: 'Die eigenen Fehlermeldungen von jq', text: 'Ein Filter, der nicht kompiliert oder an den Daten scheitert, zeigt die Meldung von jq so, wie die Kommandozeile sie ausgibt.' },
        { title: 'JSONPath mit Pfaden', text: 'Die Treffer einer JSONPath-Abfrage als JSON-Array und darunter der normalisierte Pfad jedes Treffers, etwa $[\'users\'][0][\'email\'], zum Kopieren in Code oder Tests.' },
        { title: 'Ergebnisse beim Tippen', text: 'Die Abfrage läuft einen Moment, nachdem du aufhörst zu tippen; Enter führt sie sofort aus, und eine lange Abfrage lässt sich abbrechen.' },
      ],
    },
    {
      heading: 'Ein Dokument abfragen',
      layout: 'steps',
      items: [
        { text: 'Füge das JSON in den Editor JSON-Eingabe ein, öffne eine Datei oder ziehe eine auf den Editor.' },
        { text: 'Wähle jq oder JSONPath und tippe den Filter oder die Abfrage; setze für jq die Flags, die du auf der Kommandozeile übergeben würdest.' },
        { text: 'Ergebnis kopieren oder Ergebnis herunterladen speichert die Ausgabe genau so, wie jq sie ausgibt.' },
        { text: 'Der JSON-Formatter hat dasselbe Abfrage-Panel unter seiner Ausgabe, für das Dokument, das du gerade formatiert hast.' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'Mehrere JSON-Werte hintereinander (wie in NDJSON-Logs) liest jq einzeln, oder mit Slurp in ein Array; JSONPath braucht ein Dokument.' },
        { text: 'jq rechnet mit Double-Precision-Zahlen: Zahlen, die es nur durchreicht, behalten ihre Ziffern, aber Rechnungen und Vergleiche mit Zahlen über 2^53 verlieren an Genauigkeit, wie auf der Kommandozeile.' },
        { text: 'JSONPath-Ergebnisse behalten jede Zahl genau so, wie sie geschrieben ist, da sie aus dem Dokument kopiert werden; Vergleiche in Filtern wie ?@.price < 10 verwenden Double-Precision-Zahlen.' },
        { text: 'Die jq-Engine (etwa 1,3 MB) wird heruntergeladen, wenn du zum ersten Mal einen jq-Filter ausführst; nichts, was du einfügst, wird irgendwohin gesendet.' },
      ],
    },
  ],
};
