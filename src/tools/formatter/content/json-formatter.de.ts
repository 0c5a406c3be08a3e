import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum JSON-Formatierung wichtig ist',
      paragraphs: [
        'Eine API-Antwort oder eine Logzeile kommt meist als eine einzige lange JSON-Zeile an, in der ein fehlendes Feld oder eine falsche Verschachtelungsebene leicht untergeht. Eingerücktes JSON zeigt die Struktur auf einen Blick und hält Code-Reviews und Diffs lesbar.',
        'Formatieren ist zugleich Validieren. JSON hat eine kleine, strenge Grammatik (RFC 8259), und doch akzeptieren viele Bibliotheken stillschweigend Kommentare oder abschließende Kommas, die das nächste System in der Kette ablehnt.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        {
          title: 'Verlustfreie Ausgabe',
          text: 'Nur Leerraum ändert sich. Große Ganzzahlen wie 12345678901234567890, Werte wie 1.0e+400 oder -0, Escapes wie \\u00e9, doppelte Schlüssel und die Reihenfolge der Schlüssel behalten ihren exakten Text. JSON.parse würde jede Ganzzahl über 2^53 runden.',
        },
        {
          title: 'Strenge Validierung nach RFC 8259',
          text: 'Abschließende Kommas, Kommentare, einfache Anführungszeichen, Schlüssel ohne Anführungszeichen, NaN und führende Nullen werden abgelehnt, und die Fehlermeldung nennt Zeile und Spalte.',
        },
        { title: 'Einklappbarer Baum', text: 'Jedes Objekt und jedes Array in der Ausgabe lässt sich einklappen, sodass du ein großes Dokument Ebene für Ebene durchgehen kannst.' },
        { title: 'Große Dokumente', text: 'Eine 10-MB-Datei ist in etwa einer Sekunde formatiert, in einem Hintergrund-Worker, sodass die Seite reaktionsfähig bleibt. Dateien bis 2 GB öffnen sich sofort formatiert und werden in Teilen gelesen.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge dein JSON in das Feld Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Der Text wird gegen RFC 8259 geprüft und mit zwei Leerzeichen pro Ebene neu eingerückt.' },
        { text: 'Ist das JSON ungültig, korrigiere die Stelle, die der rote Fehlerkasten nennt (Zeile und Spalte), und formatiere erneut.' },
        { text: 'Klappe die Teile ein, die du nicht brauchst, und klicke dann auf Code kopieren.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Sende IDs über 9007199254740991 (2^53 − 1) als Strings, wenn ein JavaScript-Client sie liest: Dieser Formatter lässt sie unverändert, JSON.parse nicht.' },
        { text: 'Halte Objektschlüssel eindeutig. RFC 8259 sagt nur, Namen SOLLTEN eindeutig sein, und Parser sind sich uneinig, welches Duplikat gewinnt.' },
        { text: 'Verlass dich nicht auf die Reihenfolge der Schlüssel: JSON-Objekte sind ungeordnet. Nimm ein Array, wenn die Reihenfolge eine Bedeutung trägt.' },
        { text: 'Tausche JSON als UTF-8 aus, wie es RFC 8259 zwischen Systemen verlangt, und escape Steuerzeichen in Strings.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'REST- und GraphQL-Antworten oder Webhook-Payloads lesen, während du eine Integration debuggst.' },
        { text: 'package.json, composer.json oder andere strikte JSON-Konfigurationsdateien vor einem Commit prüfen.' },
        { text: 'Lesbare Fixtures und Mock-Antworten für Unit- und Contract-Tests vorbereiten.' },
        { text: 'JSON aus Logs oder Message-Queues untersuchen, bevor du es an einen Bug-Report anhängst.' },
      ],
    },
  ],
};
