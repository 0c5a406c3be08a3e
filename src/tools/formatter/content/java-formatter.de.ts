import type { ToolContent } from '../../../content/types';

/** Static text of the Java Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum Java-Formatierung wichtig ist',
      paragraphs: [
        'Java-Code steckt voller langer Zeilen: Stream-Pipelines, Builder-Ketten, annotierte Parameter und generische Typen. Wenn jeder Entwickler sie anders umbricht, zeigen Pull Requests Layout-Rauschen statt Logik. Ein automatischer Stil hält große Java-Codebasen gut reviewbar.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Prettier Java', text: 'Formatierung mit prettier-plugin-java, dem vom JHipster-Projekt gepflegten Prettier-Plugin, mit 4 Leerzeichen Einrückung.' },
        { title: 'Umbrüche entlang der Struktur', text: 'Parameterlisten, die nicht passen, werden mit einem Parameter pro Zeile ausgegeben; lange Methodenketten wie stream().filter().map() brechen bei jedem Aufruf um.' },
        { title: 'Aktuelle Java-Syntax', text: 'Records, Sealed Classes, Switch-Ausdrücke, Textblöcke, Lambdas, Generics und Annotationen werden unterstützt.' },
        { title: 'Parse-Fehler mit Position', text: 'Lässt sich der Quelltext nicht parsen, zeigt der Fehlerkasten, wo der Parser stehen geblieben ist.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge eine Java-Quelldatei oder eine vollständige Klasse in die Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Die Java-Grammatik wird beim ersten Mal geladen und der Code in einen Syntaxbaum geparst.' },
        { text: 'Prettier gibt den Baum aus und bricht Zeilen an der Zeilenbreite um.' },
        { text: 'Kopiere die formatierte Klasse zurück in dein Projekt.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Füge mindestens eine vollständige Klasse ein: Eine einzelne Anweisung oder Methode ist keine gültige Java-Compilation-Unit und lässt sich nicht parsen.' },
        { text: 'Nutze im Build denselben Formatter: prettier-plugin-java läuft über npm, und Spotless kann ihn aus Maven oder Gradle starten.' },
        { text: 'Der Formatter entfernt keine ungenutzten Importe und ordnet keine Member um; das übernehmen deine IDE oder Checkstyle-Regeln.' },
        { text: 'Formatiere ganze Dateien in einem eigenen Commit, damit funktionale Änderungen leicht zu reviewen bleiben.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'Code lesen, den Generatoren wie OpenAPI Generator oder MapStruct oder ein Decompiler erzeugt haben.' },
        { text: 'Legacy-Klassen vor dem Refactoring aufräumen.' },
        { text: 'Java-Beispiele für Dokumentation, Tickets und Vorstellungsgespräche formatieren.' },
        { text: 'Eine Klasse von Kollegen reviewen, ohne eine IDE einzurichten.' },
      ],
    },
  ],
};
