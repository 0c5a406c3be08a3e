import type { ToolContent } from '../../../content/types';

/** Static text of the TypeScript Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum TypeScript-Formatierung wichtig ist',
      paragraphs: [
        'Typannotationen, Generics und Union-Typen machen TypeScript-Zeilen lang. Ohne einheitliche Umbrüche wird eine Funktionssignatur mit drei generischen Parametern oder eine Union aus zehn String-Literalen schwer lesbar, und Reviewer diskutieren über Layout statt über Typen.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Der TypeScript-Parser von Prettier', text: 'Dieselbe Ausgabe wie Prettier in deinem Editor, mit Semikolons, einfachen Anführungszeichen, 2 Leerzeichen Einrückung und abschließenden Kommas nach ES5.' },
        { title: 'Lesbare Typen', text: 'Lange Union- und Intersection-Typen werden mit einem Member pro Zeile umbrochen; lange Listen generischer Parameter und Signaturen brechen sauber um.' },
        { title: 'Vollständige TypeScript-Syntax', text: 'Interfaces, Enums, abstrakte Klassen, Decorators, satisfies, reine Typ-Importe, Überladungen und Deklarationsdateien (.d.ts).' },
        { title: 'Syntax, nicht Typen', text: 'Der Code wird geparst, aber nicht typgeprüft: Ein Typfehler bleibt, wie er ist, gemeldet werden nur Syntaxfehler.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge TypeScript in die Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Prettier parst den Quelltext mit der Grammatik von TypeScript.' },
        { text: 'Typannotationen, Generics und Decorators werden im Layout von Prettier innerhalb der Zeilenbreite ausgegeben.' },
        { text: 'Kopiere das Ergebnis oder klappe Klassen und Interfaces zum Prüfen ein.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Führe tsc --noEmit in der CI für Typfehler aus; ein Formatter schaut sich keine Typen an.' },
        { text: 'Gib langen Unions und komplexen generischen Constraints mit einem Type-Alias einen Namen, statt sie inline zu wiederholen.' },
        { text: 'Nutze import type für reine Typ-Importe, damit Bundler sie gefahrlos entfernen können.' },
        { text: 'Verwende in deinem Repository dieselben Prettier-Optionen, damit lokale Formatierung und dieses Tool übereinstimmen.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'API-Clients lesen, die aus OpenAPI- oder GraphQL-Schemas generiert wurden.' },
        { text: '.d.ts-Deklarationsdateien aus npm-Paketen prüfen.' },
        { text: 'Angular- oder NestJS-Code mit vielen Decorators aufräumen.' },
        { text: 'TypeScript-Beispiele für Pull Requests und Dokumentation vorbereiten.' },
      ],
    },
  ],
};
