import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum CSS-Formatierung wichtig ist',
      paragraphs: [
        'Ein minifiziertes Stylesheet oder eine Regel in einer einzigen Zeile verbirgt doppelte Deklarationen, überschriebene Werte und Selektoren, die spezifischer sind als nötig.',
        'Mit einer Deklaration pro Zeile zeigen CSS-Reviews und Diffs in der Versionskontrolle genau die Eigenschaft, die sich geändert hat, statt einer ganzen Regel.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Prettier für CSS', text: 'Stylesheets werden geparst und mit 2 Leerzeichen Einrückung und einer Zeilenbreite von 100 Zeichen neu ausgegeben.' },
        { title: 'Ein Eintrag pro Zeile', text: 'Jede Deklaration bekommt eine eigene Zeile, und jeder Selektor in einer kommagetrennten Selektorliste beginnt eine neue Zeile.' },
        { title: 'Einheitliche Abstände', text: 'Leerzeichen um Doppelpunkte, geschweifte Klammern und Kombinatoren wie > und + werden vereinheitlicht.' },
        { title: 'Modernes CSS bleibt erhalten', text: 'At-Regeln wie @media, @supports, @layer, @font-face und @keyframes, Custom Properties und Kommentare bleiben erhalten.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge ein Stylesheet oder ein paar Regeln in die Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Prettier parst das CSS mit PostCSS und gibt jede Regel in einem einheitlichen Layout neu aus.' },
        { text: 'Ist eine Klammer oder ein Kommentar nicht geschlossen, beschreibt der Fehlerkasten, wo das Parsen stehen geblieben ist.' },
        { text: 'Klappe die Regeln ein, die dich nicht interessieren, und kopiere die Ausgabe.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Der Formatter ändert nie die Reihenfolge der Eigenschaften; wenn du eine feste Reihenfolge willst, erzwinge sie mit einer Stylelint-Regel.' },
        { text: 'Lagere wiederholte Farben und Abstände in Custom Properties wie --brand-color aus.' },
        { text: 'Halte Selektoren kurz: Tief verschachtelte Selektoren erhöhen die Spezifität und sind schwer zu überschreiben.' },
        { text: 'Committe lesbares CSS und überlass das Minifizieren dem Build-Schritt.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'Ein Produktions-Stylesheet entminifizieren, um die Regel zu finden, die ein Layout kaputt macht.' },
        { text: 'CSS aufräumen, das aus Design-Tools exportiert oder aus den Browser-DevTools kopiert wurde.' },
        { text: 'Themes von Drittanbietern und Styles von Komponentenbibliotheken lesen.' },
        { text: 'Zwei Stylesheets für den CSS-Vergleich vorbereiten.' },
      ],
    },
  ],
};
