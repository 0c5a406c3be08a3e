import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Compare page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'So arbeitet der JSON-Vergleich',
      paragraphs: [
        'Zwei JSON-Dokumente können inhaltlich gleich sein und trotzdem völlig verschieden aussehen: eines minifiziert, eines mit Tabs eingerückt. Der JSON-Vergleich parst deshalb beide Eingaben und gibt sie vor dem Vergleich mit derselben Einrückung von 2 Leerzeichen aus, sodass das Layout allein nie als Unterschied zählt. Ist eine Seite kein gültiges JSON, nennt die Fehlermeldung das Problem, statt einen irreführenden Diff zu erzeugen.',
        'Die normalisierten Dokumente werden dann Zeile für Zeile verglichen. Unveränderte Zeilen stehen nebeneinander. Haben eine entfernte und eine später hinzugefügte Zeile mehr als die Hälfte ihrer Zeichen gemeinsam, erscheinen sie in einer Zeile als geändert, die geänderten Zeichen auf jeder Seite hervorgehoben. Jede andere Zeile erscheint links als entfernt oder rechts als hinzugefügt, gegenüber einer leeren Zeile.',
      ],
    },
    {
      heading: 'Optionen',
      items: [
        { title: 'Reihenfolge der Schlüssel ignorieren', text: 'Sortiert die Objektschlüssel auf beiden Seiten vor dem Vergleich, für Serialisierer, die Properties in wechselnder Reihenfolge ausgeben. Die Reihenfolge in Arrays zählt weiterhin.' },
        { title: 'Leerzeichen ignorieren', text: 'Unterschiede in der Menge der Abstände, etwa doppelte Leerzeichen in einem String-Wert, zählen nicht mehr.' },
        { title: 'Groß-/Kleinschreibung ignorieren', text: 'Behandelt „Active“ und „active“ als gleich, in Schlüsseln wie in Werten.' },
        { title: 'Kontextansicht', text: 'Blendet lange Strecken unveränderter Zeilen aus und behält drei Zeilen um jede Änderung – hilfreich bei großen Payloads.' },
      ],
    },
    {
      heading: 'Ergebnis lesen und exportieren',
      items: [
        { text: 'Die Anzeige nennt die Zahl der Unterschiede: Jede Zeile, die nicht unverändert ist, zählt einmal.' },
        { text: 'Mit n und p springst du zum nächsten und vorherigen Unterschied.' },
        { text: 'Als PDF exportieren schreibt den vollständigen Diff, jede Zeile beider Seiten, als durchsuchbaren Text auf so viele Seiten wie nötig.' },
        { text: 'Eingabe bearbeiten holt beide Textfelder mit deinen Dokumenten zurück, bereit für den nächsten Vergleich.' },
      ],
    },
    {
      heading: 'Typische Einsätze',
      items: [
        { text: 'Eine API-Antwort mit dem erwarteten Payload eines Contract-Tests vergleichen.' },
        { text: 'Erkennen, was sich zwischen zwei Versionen einer Konfiguration oder einer Feature-Flag-Datei geändert hat.' },
        { text: 'Eine Antwort vor und nach einem Deployment oder einem Bibliotheks-Upgrade prüfen.' },
        { text: 'Ein PDF der Unterschiede an einen Bug-Report anhängen.' },
      ],
    },
  ],
};
