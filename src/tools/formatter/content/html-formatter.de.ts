import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum HTML-Formatierung wichtig ist',
      paragraphs: [
        'Markup aus einem CMS, einer E-Mail-Vorlage oder einem minifizierten Build ist eine Wand aus verschachtelten div-Elementen, in der kaum zu erkennen ist, welches Tag was schließt. Einheitliche Einrückung macht den Dokumentbaum sichtbar.',
        'HTML braucht einen sorgfältigen Formatter: Leerraum zwischen Inline-Elementen wird als sichtbares Leerzeichen dargestellt, ein Zeilenumbruch an der falschen Stelle ändert also, was Nutzer sehen.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Prettier für HTML', text: 'Derselbe Formatter, den viele Editoren und CI-Pipelines nutzen, mit einer Zeilenbreite von 120 Zeichen und 2 Leerzeichen Einrückung.' },
        { title: 'Layout, das Leerraum respektiert', text: 'Zeilenumbrüche folgen dem CSS-Display-Typ jedes Elements: Block-Elemente wie div und p bekommen eigene Zeilen, Inline-Elemente wie a, span und em werden nicht so getrennt, dass sichtbare Leerzeichen entstehen oder verschwinden.' },
        { title: 'Eingebetteter Code', text: 'Script- und Style-Blöcke werden als JavaScript und CSS formatiert.' },
        { title: 'Lange Tags umbrochen', text: 'Ein Element mit vielen Attributen wird mit einem Attribut pro Zeile ausgegeben.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge ein vollständiges HTML-Dokument oder ein Fragment in die Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Prettier zerlegt das Markup wie ein Browser in einen Baum.' },
        { text: 'Zeilenumbrüche ergeben sich aus den Display-Typen der Elemente und der Breite von 120 Zeichen, dann wird der Baum ausgegeben.' },
        { text: 'Sieh dir die einklappbare Ausgabe an und kopiere sie.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Wundere dich nicht über ein > am Zeilenanfang: Prettier setzt es absichtlich dorthin, um keinen Leerraum zwischen Inline-Elementen einzufügen.' },
        { text: 'Prüfe die Konformität mit dem W3C Nu HTML Checker: Die Formatierung findet nur Markup, das der Parser nicht lesen kann, keine ungültige Verschachtelung oder Attribute.' },
        { text: 'Vorlagen-Syntax (Handlebars, Jinja, Blade) ist kein HTML; formatiere Vorlagendateien mit einem Tool, das ihre Sprache versteht.' },
        { text: 'Schreibe End-Tags wie </p> und </li> aus; optionale End-Tags sind gültig, machen die Struktur aber schwerer lesbar.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'Den minifizierten Quelltext einer Produktionsseite lesen.' },
        { text: 'HTML aufräumen, das aus einem CMS, Page Builder oder E-Mail-Editor exportiert wurde.' },
        { text: 'Markup prüfen, das serverseitige Vorlagen erzeugen.' },
        { text: 'Snippets für Dokumentation oder den HTML-Vergleich vorbereiten.' },
      ],
    },
  ],
};
