import type { ToolContent } from '../../../content/types';

/** Static text of the JavaScript Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum JavaScript-Formatierung wichtig ist',
      paragraphs: [
        'Teams verlieren Zeit mit Diskussionen über Semikolons, Anführungszeichen und Zeilenumbrüche, und Code-Reviews füllen sich mit Layoutänderungen. Prettier beendet das: Es parst JavaScript in einen Syntaxbaum und gibt ihn in einem einheitlichen Stil wieder aus, sodass ein Diff nur noch Änderungen an der Logik zeigt.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Prettier mit festen Optionen', text: 'Semikolons, einfache Anführungszeichen, 2 Leerzeichen Einrückung, abschließende Kommas, wo ES5 sie erlaubt, Leerzeichen in Objektklammern und keine Klammern um einen einzelnen Arrow-Function-Parameter (x => x * 2).' },
        { title: 'Moderne Syntax und JSX', text: 'ES-Module, async/await, Optional Chaining, Nullish Coalescing, Klassen mit privaten Feldern und React-JSX.' },
        { title: 'Passend zur Zeilenbreite', text: 'Lange Aufrufe, Arrays und Objektliterale werden nur dann auf mehrere Zeilen verteilt, wenn sie nicht in die Zeilenbreite passen.' },
        { title: 'Syntaxfehler', text: 'Lässt sich der Code nicht parsen, zeigt der Fehlerkasten die Meldung und Position des Parsers.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge JavaScript in die Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Prettier baut einen abstrakten Syntaxbaum, sodass Kommentare und Code ihre Bedeutung behalten.' },
        { text: 'Der Baum wird mit den obigen Optionen ausgegeben, jede Anweisung passend zur Zeilenbreite.' },
        { text: 'Kopiere das Ergebnis oder klappe Funktionen und Blöcke zum Lesen ein.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Um diese Ausgabe in einem Repository zu erhalten, nutze eine .prettierrc mit { "singleQuote": true, "trailingComma": "es5", "arrowParens": "avoid" }.' },
        { text: 'Formatieren ist kein Linting: Nutze ESLint, um ungenutzte Variablen, fehlende awaits und riskante Vergleiche zu finden.' },
        { text: 'Formatiere beim Speichern oder in einem Pre-Commit-Hook, damit unformatierter Code nie ins Review gelangt.' },
        { text: 'Ein minifiziertes Bundle zu lesen hilft für einen schnellen Blick; zum echten Debuggen sind Source Maps verlässlicher.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'Minifizierte Skripte von Drittanbietern oder Bookmarklets lesbar machen.' },
        { text: 'Snippets aufräumen, bevor sie in Dokumentation oder einen Blogbeitrag kommen.' },
        { text: 'Zwei Versionen einer Datei vereinheitlichen, bevor du sie im Text-Vergleich vergleichst.' },
        { text: 'Schnell prüfen, ob sich ein Stück JavaScript überhaupt parsen lässt.' },
      ],
    },
  ],
};
