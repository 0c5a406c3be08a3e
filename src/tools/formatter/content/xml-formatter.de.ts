import type { ToolContent } from '../../../content/types';

/** Static text of the XML Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum XML-Formatierung wichtig ist',
      paragraphs: [
        'SOAP-Nachrichten, RSS-Feeds, Sitemaps, Maven-POMs und exportierte Konfigurationen kommen oft als eine einzige XML-Zeile an. Die Einrückung macht den Elementbaum sichtbar: Du siehst, zu welchem Element ein Wert gehört und wo ein Block endet.',
        'Eine Prüfung auf Wohlgeformtheit findet nicht geschlossene Tags, falsche Groß-/Kleinschreibung in End-Tags und nicht maskierte Ampersands, bevor es das System tut, das das Dokument verarbeitet.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Das Layout von xmllint --format', text: 'Zwei Leerzeichen pro Ebene und ein Element pro Zeile, wo ein Element nur Kindelemente enthält: die Einrückung, die du von libxml2 kennst.' },
        { title: 'Inhalt bleibt unverändert', text: 'Gemischter Inhalt, Text, CDATA-Abschnitte, Kommentare, Processing Instructions und die XML-Deklaration bleiben, wie sie geschrieben sind. Leerraum in Texten wird nie angetastet.' },
        { title: 'Genaue Fehler', text: 'Fehlerhafte Eingaben werden als „Ungültiges XML:“ gemeldet, gefolgt vom Problem mit Zeile und Spalte.' },
        { title: 'Schnell bei großen Dateien', text: 'Dokumente mit mehreren Megabyte werden in einem Hintergrund-Worker formatiert und als einklappbarer Baum angezeigt.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge ein XML-Dokument oder -Fragment in das Feld Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Der Parser prüft Verschachtelung, Anführungszeichen der Attribute, Entitätsreferenzen und ob jedes Start-Tag geschlossen ist.' },
        { text: 'Elemente mit ausschließlich Kindelementen werden auf eigene Zeilen verteilt; Elemente mit Text behalten ihn in ihrer Zeile.' },
        { text: 'Klappe die Elemente ein, die du nicht brauchst, und kopiere das Ergebnis.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Wohlgeformt ist nicht gleich gültig: Prüfe das Dokument in deinem Build zusätzlich gegen seine XSD oder DTD.' },
        { text: 'Rücke signiertes XML (XML-DSig, SAML-Assertions) nicht neu ein: Geänderter Leerraum bricht die Signatur.' },
        { text: 'Nutze CDATA für eingebetteten Code oder Markup, statt jedes < und & zu maskieren.' },
        { text: 'Gib die Kodierung in der XML-Deklaration an, wenn ein Dokument nicht UTF-8 ist.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'SOAP-Requests und -Responses debuggen, die aus Logs oder einem Proxy stammen.' },
        { text: 'pom.xml, web.config, Android-Layouts und andere XML-Konfigurationen lesen.' },
        { text: 'RSS- und Atom-Feeds, Sitemaps und SVG-Dateien von Hand prüfen.' },
        { text: 'Zwei Exporte für einen direkten Vergleich im XML-Vergleich vorbereiten.' },
      ],
    },
  ],
};
