import type { ToolContent } from '../../../content/types';

/** Static text of the Text Compare page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'So arbeitet der Textvergleich',
      paragraphs: [
        'Der Textvergleich funktioniert mit jedem reinen Text: Logdateien, Code in jeder Sprache, CSV, Konfiguration, Fließtext. Anders als der JSON- oder XML-Vergleich formatiert er nichts um; die Zeilen werden so verglichen, wie du sie eingefügt hast, Zeilenenden von Windows und dem alten Mac werden als normale Zeilenumbrüche gelesen, und nur die Optionen, die du einschaltest, ändern, was als Unterschied zählt.',
        'Die Zeilen werden der Reihe nach zugeordnet. Gleiche Zeilen stehen nebeneinander. Eine entfernte und eine später hinzugefügte Zeile erscheinen in derselben Zeile als geändert, wenn mehr als die Hälfte ihrer Zeichen übereinstimmt; die abweichenden Zeichen werden hervorgehoben, sodass eine geänderte Ziffer in einer langen Logzeile sofort auffällt. Alle anderen Zeilen sind als entfernt (links) oder hinzugefügt (rechts) markiert, gegenüber einer leeren Zeile.',
      ],
    },
    {
      heading: 'Optionen',
      items: [
        { title: 'Leerzeichen ignorieren', text: 'Änderungen an der Einrückung und an der Menge der Abstände, etwa Tabs, die durch Leerzeichen ersetzt wurden, zählen nicht.' },
        { title: 'Groß-/Kleinschreibung ignorieren', text: 'Groß- und Kleinbuchstaben gelten als derselbe Buchstabe.' },
        { title: 'Kontextansicht', text: 'Nur geänderte Zeilen und die drei Zeilen um sie herum werden gezeigt; ein eingeklappter identischer Abschnitt lässt sich wieder aufklappen.' },
        { title: 'Weiter und zurück', text: 'Drücke n oder p, um die Unterschiede einzeln durchzugehen.' },
      ],
    },
    {
      heading: 'Ergebnis lesen und exportieren',
      items: [
        { text: 'Jede Seite zeigt ihre eigenen Zeilennummern, sodass du eine Änderung in der Originaldatei wiederfindest.' },
        { text: 'Die Zählung über dem Ergebnis („3 Unterschiede in 2 Blöcken“) zählt jede entfernte, hinzugefügte oder geänderte Zeile und die Blöcke, die sie bilden.' },
        { text: 'Als PDF exportieren speichert den vollständigen Vergleich, keinen Screenshot: alle Zeilen beider Seiten, als Text, den du durchsuchen und kopieren kannst.' },
        { text: 'Eingabe bearbeiten zeigt die beiden Textfelder wieder, damit du eine der Seiten anpassen kannst.' },
      ],
    },
    {
      heading: 'Typische Einsätze',
      items: [
        { text: 'Log-Ausgaben eines erfolgreichen und eines fehlgeschlagenen Testlaufs vergleichen.' },
        { text: 'Zwei Versionen eines Skripts, einer SQL-Datei oder einer Umgebungsdatei prüfen.' },
        { text: 'Änderungen an Dokumentation, Release Notes oder Vertragstexten durchsehen.' },
        { text: 'Prüfen, ob ein Export oder Bericht Zeile für Zeile der erwarteten Ausgabe entspricht.' },
      ],
    },
  ],
};
