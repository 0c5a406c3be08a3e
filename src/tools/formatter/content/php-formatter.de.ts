import type { ToolContent } from '../../../content/types';

/** Static text of the PHP Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum PHP-Formatierung wichtig ist',
      paragraphs: [
        'PHP-Projekte tragen oft jahrelang gemischte Stile mit sich, von Templates, die PHP und HTML verweben, bis zu modernen typisierten Klassen. Die Coding Standards der PHP-FIG (PSR-12 und sein Nachfolger, der PER Coding Style) beschreiben ein gemeinsames Layout; automatisch angewendet, bleiben Reviews beim Verhalten.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Das PHP-Plugin von Prettier', text: 'Formatierung mit @prettier/plugin-php, mit 4 Leerzeichen Einrückung, wie es PSR-2 und seine Nachfolger verlangen.' },
        { title: 'Klammern im PER-Stil', text: 'Öffnende Klammern von Klassen, Funktionen und Methoden stehen in einer eigenen Zeile; Kontrollstrukturen behalten sie in derselben Zeile.' },
        { title: 'Abschließende Kommas', text: 'Mehrzeilige Arrays, Argument- und Parameterlisten bekommen ein abschließendes Komma, sodass ein neuer Eintrag nur eine Zeile ändert.' },
        { title: 'Moderne PHP-8-Syntax', text: 'Enums, match-Ausdrücke, Attribute, benannte Argumente, readonly und typisierte Properties werden unterstützt.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge PHP-Code, beginnend mit dem <?php-Tag, in die Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Das Plugin parst den Code in einen PHP-Syntaxbaum.' },
        { text: 'Prettier gibt den Baum im PER-Layout aus und meldet Syntaxfehler im Fehlerkasten.' },
        { text: 'Kopiere die formatierte Datei.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Beginne die Eingabe mit <?php: Alles außerhalb von PHP-Tags ist Inline-HTML, Code ohne das Tag wird also unverändert ausgegeben.' },
        { text: 'Lass das schließende ?>-Tag in Dateien weg, die nur PHP enthalten; das vermeidet verirrten Leerraum in der Antwort.' },
        { text: 'WordPress hat einen eigenen Coding Standard mit Tab-Einrückung, die Ausgabe für WordPress-Code weicht also davon ab.' },
        { text: 'Ergänze PHP_CodeSniffer oder PHP-CS-Fixer in der CI für Regeln, die ein Formatter nicht abdeckt, etwa Benennung.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'Legacy-PHP vor einem Refactoring oder einem Upgrade der PHP-Version aufräumen.' },
        { text: 'Laravel- und Symfony-Klassen reviewen, die aus Tickets oder Chats kopiert wurden.' },
        { text: 'Plugin- und Theme-Code vor dem Lesen formatieren.' },
        { text: 'PHP-Snippets für Dokumentation vorbereiten.' },
      ],
    },
  ],
};
