import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to CSV page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'JSON-Datensätze als Tabelle',
      paragraphs: [
        'Ein Export aus einer API ist meist ein Array von Objekten. Tabellenkalkulationen, BI-Tools und Import-Assistenten von Datenbanken wollen CSV. Dieser Konverter schreibt eine Zeile pro Objekt und eine Spalte pro Feld und listet unter der Ausgabe jede Stelle auf, an der CSV die Daten vereinfachen musste.',
      ],
    },
    {
      heading: 'Wie die Spalten entstehen',
      items: [
        { title: 'Kopfzeile', text: 'Die Vereinigung aller Schlüssel in der Reihenfolge ihres ersten Auftretens, sodass Datensätze mit zusätzlichen oder fehlenden Feldern trotzdem übereinanderstehen.' },
        { title: 'Verschachtelte Objekte', text: 'Werden zu Spaltennamen mit Punkten abgeflacht: {"address": {"city": "Utrecht"}} ergibt eine Spalte address.city.' },
        { title: 'Arrays', text: 'Werden als JSON-Text in eine Zelle geschrieben, zum Beispiel ["a","b"], damit nichts darin verloren geht.' },
        { title: 'Zahlen und Booleans', text: 'Werden mit ihren exakten Ziffern übernommen; 12345678901234567890 wird nicht gerundet, und 1.50 behält die Null am Ende.' },
        { title: 'Quoting', text: 'RFC 4180: Zellen mit Kommas, Anführungszeichen oder Zeilenumbrüchen werden gequotet, Anführungszeichen verdoppelt, Zeilen enden mit CRLF.' },
      ],
    },
    {
      heading: 'Den Konverter benutzen',
      layout: 'steps',
      items: [
        { text: 'Füge ein JSON-Array von Objekten (ein einzelnes Objekt ergibt eine Zeile) in das Feld JSON-Eingabe ein.' },
        { text: 'Lass den Formelschutz eingeschaltet, es sei denn, die Datei geht an ein Programm, das keine Tabellenkalkulation ist.' },
        { text: 'Klicke auf Konvertieren und lies die Hinweise unter dem CSV.' },
        { text: 'Lade converted.csv herunter und öffne sie in Excel, LibreOffice oder Google Tabellen.' },
      ],
    },
    {
      heading: 'Grenzen von CSV',
      items: [
        { text: 'null und ein fehlender Schlüssel werden beide zu einer leeren Zelle; CSV kann sie nicht unterscheiden.' },
        { text: 'Der Formelschutz setzt ein Hochkomma vor Zellen, die eine Tabellenkalkulation ausführen könnte: solche, die mit =, @, Tab oder Wagenrücklauf beginnen, sowie mit + oder -, sofern keine Zahl oder Telefonnummer folgt – -12.5 und +31 6 12345678 bleiben also, wie sie sind.' },
        { text: 'Elemente des Arrays, die keine Objekte sind, landen in einer Spalte namens value.' },
        { text: 'Enthält ein Schlüssel bereits einen Punkt, kann er mit einer abgeflachten Spalte kollidieren; der Hinweis zählt solche Zellen.' },
      ],
    },
  ],
};
