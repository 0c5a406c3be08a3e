import type { ToolContent } from '../../content/types';

/** Static text of the XPath Tester page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Stell einem XML-Dokument eine Frage',
      paragraphs: [
        'SOAP-Antworten, Maven-Builds, Android-Manifeste, UBL-Rechnungen und Feeds sind XML, und der schnellste Weg, darin etwas zu finden, ist ein XPath-Ausdruck: die artifactId jeder Dependency, die Summe der Rechnungszeilen, die Einträge eines Feeds, die den Mars erwähnen. Diese Seite wertet den Ausdruck beim Tippen aus und listet jeden ausgewählten Knoten mit seiner Stelle im Dokument.',
      ],
    },
    {
      heading: 'Was du bekommst',
      items: [
        { title: 'libxml2, wie xmllint', text: 'Jeden Ausdruck, den XPath 1.0 auswerten kann, beantwortet libxml2, nach WebAssembly kompiliert, die Bibliothek hinter xmllint – die Ergebnisse sind also dieselben wie in deinen Skripten.' },
        { title: 'Auch XPath 3.1', text: 'Ausdrücke, die XPath 3.1 brauchen, etwa for, der Operator !, string-join oder Maps, beantwortet fontoxpath; die Seite sagt, welche Engine geantwortet hat.' },
        { title: 'Wo jeder Knoten steht', text: 'Jeder Knoten kommt mit seinem Location Path, etwa /rss/channel/item[3]/title, und seiner Zeile und Spalte; ein Klick setzt den Cursor im Dokument darauf.' },
        { title: 'Namespaces', text: 'Präfixe, die das Dokument deklariert, funktionieren so, wie sie sind. Binde weitere, oder ein Präfix für den Default-Namespace, im Feld Namespaces als Präfix=URI.' },
        { title: 'Ergebnisse beim Tippen', text: 'Der Ausdruck läuft einen Moment, nachdem du aufhörst zu tippen, Enter führt ihn sofort aus, und das Dokument bleibt zwischen den Abfragen im Worker, sodass ein großes nur einmal geparst wird.' },
      ],
    },
    {
      heading: 'Ein Dokument abfragen',
      layout: 'steps',
      items: [
        { text: 'Füge das XML in den Editor XML-Eingabe ein, öffne eine Datei oder ziehe eine auf den Editor.' },
        { text: 'Gib einen XPath-Ausdruck ein, zum Beispiel //item/title oder count(//dependency).' },
        { text: 'Wähle ein Ergebnis, um es im Dokument zu sehen; Ergebnisse herunterladen speichert die ganze Liste mit Pfaden und Zeilen.' },
        { text: 'Der XML-Formatter hat dasselbe XPath-Panel neben seiner Ausgabe, für das Dokument, das du gerade formatiert hast.' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'XPath hat keinen Default-Element-Namespace: In einem Dokument mit xmlns="…" (einem Maven-POM, einem SVG) bindest du ein Präfix an diese URI, etwa pom=http://maven.apache.org/POM/4.0.0, und schreibst //pom:dependency.' },
        { text: 'Zahlen werden so geschrieben, wie XPath 1.0 sie schreibt, egal welche Engine geantwortet hat: 4799940000, 0.333333333333333, NaN.' },
        { text: 'Leerraum zwischen Elementen gehört für XPath zum Dokument, wie in xmllint: text() und node() zählen ihn mit.' },
        { text: 'Nichts wird aus dem Netz geladen: Externe Entitäten werden nie expandiert, und das Dokument bleibt in deinem Browser.' },
      ],
    },
  ],
};
