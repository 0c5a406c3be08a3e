import type { ToolContent } from '../../../content/types';

/** Static text of the XML Compare page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'So arbeitet der XML-Vergleich',
      paragraphs: [
        'XML aus verschiedenen Systemen hat selten dasselbe Layout: Das eine schreibt alles in eine Zeile, das andere rückt mit vier Leerzeichen ein. Der XML-Vergleich rückt deshalb zuerst beide Dokumente so ein wie der XML-Formatter – zwei Leerzeichen pro Ebene, ein Element pro Zeile –, sodass nur echte Änderungen an Elementen, Attributen und Text übrig bleiben. Fehlerhaftes XML auf einer Seite wird mit Zeile und Spalte gemeldet.',
        'Die beiden normalisierten Dokumente werden dann Zeile für Zeile verglichen. Teilen eine Zeile links und eine spätere Zeile rechts mehr als die Hälfte ihrer Zeichen, etwa ein Element mit geändertem Attributwert, werden sie als eine geänderte Zeile gepaart und die genau abweichenden Zeichen hervorgehoben. Zeilen ohne solchen Partner erscheinen als entfernt oder hinzugefügt neben einer leeren Zeile.',
      ],
    },
    {
      heading: 'Optionen',
      items: [
        { title: 'Leerzeichen ignorieren', text: 'Folgen von Leerzeichen und Tabs zählen als ein Leerzeichen, führende und nachgestellte Leerzeichen werden ignoriert, etwa in Textinhalten.' },
        { title: 'Groß-/Kleinschreibung ignorieren', text: 'Die Schreibweise wird ignoriert – nützlich, wenn ein System TRUE schreibt und ein anderes true.' },
        { title: 'Kontextansicht', text: 'Zeigt jede Änderung mit drei Zeilen Umgebung und klappt lange unveränderte Abschnitte großer Dokumente ein.' },
        { title: 'Tastaturnavigation', text: 'n springt zum nächsten Unterschied, p zum vorherigen.' },
      ],
    },
    {
      heading: 'Ergebnis lesen und exportieren',
      items: [
        { text: 'Beide Seiten tragen die Zeilennummern der normalisierten Dokumente, sodass du eine Änderung in formatierter Ausgabe wiederfindest.' },
        { text: 'Die Anzeige der Unterschiede zählt entfernte, hinzugefügte und geänderte Zeilen.' },
        { text: 'Als PDF exportieren erzeugt ein mehrseitiges Dokument mit jeder Zeile beider Seiten als markierbarem, durchsuchbarem Text.' },
        { text: 'Eingabe bearbeiten kehrt zu den Textfeldern zurück, ohne dass verloren geht, was du eingefügt hast.' },
      ],
    },
    {
      heading: 'Typische Einsätze',
      items: [
        { text: 'SOAP-Antworten aus einer Test- und einer Produktionsumgebung vergleichen.' },
        { text: 'Änderungen an pom.xml, Spring- oder .NET-Konfigurationsdateien prüfen.' },
        { text: 'Ein transformiertes Dokument mit der erwarteten Ausgabe eines XSLT- oder Mapping-Tests abgleichen.' },
        { text: 'Finden, was sich zwischen zwei Exporten desselben Datenfeeds geändert hat.' },
      ],
    },
  ],
};
