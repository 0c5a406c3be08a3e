import type { ToolContent } from '../../../content/types';

/** Static text of the Markdown Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum Markdown-Formatierung wichtig ist',
      paragraphs: [
        'Markdown wird nachsichtig gerendert, daher fällt unordentlicher Quelltext erst auf, wenn ihn jemand bearbeiten muss: gemischte Listenzeichen, ungleichmäßige Tabellen, Zeilen mit 300 Zeichen. READMEs, Changelogs und Dokumentation liegen in der Versionskontrolle, und einheitlich umbrochenes Markdown erzeugt Diffs, die zeigen, welcher Satz sich geändert hat.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Prettier für Markdown', text: 'CommonMark plus GitHub Flavored Markdown: Tabellen, Aufgabenlisten, Durchstreichen und Autolinks.' },
        { title: 'Fließtext auf 80 Zeichen umbrochen', text: 'Absätze werden auf Zeilen von höchstens 80 Zeichen neu umbrochen; Überschriften, Tabellen und Codeblöcke werden nie umbrochen.' },
        { title: 'Einheitliche Syntax', text: 'Ein Stil für Listenzeichen, ein Stil für Hervorhebungen und vereinheitlichte Überschriften im ganzen Dokument.' },
        { title: 'Ausgerichtete Tabellen', text: 'Tabellenspalten werden aufgefüllt, sodass die senkrechten Striche im Quelltext untereinander stehen.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge Markdown in die Eingabe ein, Front Matter eingeschlossen.' },
        { text: 'Klicke auf Code formatieren. Prettier parst das Dokument in einen Markdown-Syntaxbaum.' },
        { text: 'Der Baum wird mit umbrochenen Absätzen, vereinheitlichten Listen und ausgerichteten Tabellen ausgegeben.' },
        { text: 'Kopiere das Ergebnis in deine README oder Dokumentationsdatei.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Schreibt dein Projekt einen Satz pro Zeile, übernimm die umbrochene Ausgabe nicht; die beiden Konventionen widersprechen sich.' },
        { text: 'Gib Codeblöcken ein Sprach-Tag (```bash, ```json), damit sie Syntax-Highlighting bekommen.' },
        { text: 'Nutze eine H1 pro Dokument und überspringe keine Überschriftenebenen; Screenreader und Inhaltsverzeichnisse sind darauf angewiesen.' },
        { text: 'Prüfe nach dem Umformatieren die gerenderte Seite: HTML in Markdown bleibt, wie es ist.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'README- und CHANGELOG-Dateien vor einem Release aufräumen.' },
        { text: 'Seiten für MkDocs, Docusaurus oder andere statische Dokumentationsseiten vorbereiten.' },
        { text: 'Beschreibungen von Pull Requests und Wiki-Seiten aufräumen.' },
        { text: 'Große Markdown-Tabellen ausrichten, ohne Leerzeichen zu zählen.' },
      ],
    },
  ],
};
