import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Compare page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'So arbeitet der HTML-Vergleich',
      paragraphs: [
        'Dieselbe Seite kann von einem Build minifiziert und von einem anderen eingerückt ausgeliefert werden. Der HTML-Vergleich formatiert beide Dokumente vor dem Vergleich mit Prettier und den Einstellungen des HTML Formatters, sodass Unterschiede bei Einrückung und Zeilenumbrüchen verschwinden und geänderte Elemente, Attribute und Texte hervortreten.',
        'Nach dem Formatieren werden die Dokumente Zeile für Zeile verglichen. Teilen eine Zeile des Originals und eine spätere Zeile der geänderten Fassung mehr als die Hälfte ihrer Zeichen, etwa ein Tag mit geändertem class-Attribut, erscheinen sie als eine geänderte Zeile mit hervorgehobenen abweichenden Zeichen. Andere Zeilen werden als entfernt oder hinzugefügt gegenüber einer leeren Zeile aufgeführt.',
      ],
    },
    {
      heading: 'Optionen',
      items: [
        { title: 'Leerzeichen ignorieren', text: 'Zusätzliche Leerzeichen innerhalb einer Zeile, etwa zwischen Attributen oder Wörtern, werden nicht gemeldet.' },
        { title: 'Groß-/Kleinschreibung ignorieren', text: 'Texte und Attributwerte, die sich nur in der Schreibweise unterscheiden, gelten als gleich.' },
        { title: 'Kontextansicht', text: 'Klappt die unveränderten Teile einer langen Seite ein und behält drei Zeilen Kontext um jede Änderung.' },
        { title: 'Tasten n und p', text: 'Springen direkt zur nächsten oder vorherigen geänderten Zeile.' },
      ],
    },
    {
      heading: 'Ergebnis lesen und exportieren',
      items: [
        { text: 'In jeder geänderten Zeile sind entfernte Zeichen links und hinzugefügte Zeichen rechts hervorgehoben.' },
        { text: 'Die Anzeige über dem Ergebnis zählt jede geänderte Zeile.' },
        { text: 'Als PDF exportieren schreibt den ganzen Diff als durchsuchbaren Text, egal wie lang die Seite ist.' },
        { text: 'Klicke auf Eingabe bearbeiten, um das Markup zu ändern und erneut zu vergleichen.' },
      ],
    },
    {
      heading: 'Typische Einsätze',
      items: [
        { text: 'Prüfen, was eine Änderung im CMS oder in einer Vorlage am gerenderten HTML bewirkt hat.' },
        { text: 'Serverseitig gerenderte Ausgabe vor und nach einem Framework-Upgrade vergleichen.' },
        { text: 'Änderungen an HTML-E-Mail-Vorlagen durchsehen.' },
        { text: 'Herausfinden, warum ein Snapshot-Test einer Komponente fehlschlägt.' },
      ],
    },
  ],
};
