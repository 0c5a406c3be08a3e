import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Compare page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'So arbeitet der CSS-Vergleich',
      paragraphs: [
        'Ein minifiziertes Stylesheet und sein Quelltext sehen völlig verschieden aus, obwohl die Regeln identisch sein können. Der CSS-Vergleich formatiert beide Stylesheets vor dem Vergleich gleich, mit einer Deklaration pro Zeile, sodass ein geänderter Property-Wert als einzelne Zeile auftaucht statt als komplett neu geschriebene Regel.',
        'Die formatierten Stylesheets werden dann Zeile für Zeile verglichen. Eine entfernte und eine später hinzugefügte Deklaration werden als geändert gepaart, wenn mehr als die Hälfte ihrer Zeichen übereinstimmt – etwa wenn aus color: #333 color: #222 wird –, und die geänderten Zeichen werden hervorgehoben. Zeilen ohne ähnlichen Partner sind als entfernt oder hinzugefügt markiert, gegenüber einer leeren Zeile.',
      ],
    },
    {
      heading: 'Optionen',
      items: [
        { title: 'Leerzeichen ignorieren', text: 'Unterschiede in der Menge der Abstände innerhalb einer Zeile, etwa in einem Kommentar oder String, zählen nicht.' },
        { title: 'Groß-/Kleinschreibung ignorieren', text: 'Behandelt #FFF und #fff oder PX und px als gleich.' },
        { title: 'Kontextansicht', text: 'Zeigt nur die geänderten Regeln mit drei Zeilen Umgebung, damit lange Stylesheets lesbar bleiben.' },
        { title: 'Navigation', text: 'Mit n geht es zum nächsten Unterschied, mit p zum vorherigen.' },
      ],
    },
    {
      heading: 'Ergebnis lesen und exportieren',
      items: [
        { text: 'Die Zeilennummern beziehen sich auf die formatierten Stylesheets der jeweiligen Seite.' },
        { text: 'Die Zahl der Unterschiede umfasst entfernte, hinzugefügte und geänderte Deklarationen und Selektoren.' },
        { text: 'Das PDF enthält jede Zeile beider Seiten als Text, verteilt auf so viele Seiten wie nötig.' },
        { text: 'Eingabe bearbeiten stellt die Textfelder wieder her, damit du eine andere Version einfügen kannst.' },
      ],
    },
    {
      heading: 'Typische Einsätze',
      items: [
        { text: 'Finden, was sich zwischen zwei Releases eines Themes oder einer Komponentenbibliothek geändert hat.' },
        { text: 'Produktions-CSS mit dem lokalen Build vergleichen, wenn ein Style abweicht.' },
        { text: 'Die Ausgabe nach einem Upgrade eines Präprozessors oder PostCSS-Plugins prüfen.' },
        { text: 'Sicherstellen, dass ein Refactoring keine Deklaration verändert hat.' },
      ],
    },
  ],
};
