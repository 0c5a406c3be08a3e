import type { ToolContent } from '../../content/types';

/** Static text of the Format & Diff page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Was Formatieren & Diff macht',
      paragraphs: [
        'Formatieren & Diff gibt JSON, XML oder HTML sauber eingerückt neu aus und zeigt dann nebeneinander, wie sich das Ergebnis von deiner Eingabe unterscheidet. So beantwortet es zwei Fragen in einem Schritt: Wie sieht das Dokument formatiert aus, und was genau hat die Formatierung geändert?',
      ],
    },
    {
      heading: 'Regeln der Formatierung',
      items: [
        { title: 'JSON', text: 'Geparst und mit einer Einrückung von zwei Leerzeichen neu ausgegeben.' },
        { title: 'XML', text: 'Tag für Tag neu eingerückt, eine Ebene pro verschachteltem Element.' },
        { title: 'HTML', text: 'Auf dieselbe einfache Weise wie XML nach Tags neu eingerückt.' },
        { title: 'Fehler', text: 'Eingaben, die sich nicht lesen lassen, werden als „Ungültiges JSON-Format“, „Ungültiges XML-Format“ oder „Ungültiges HTML-Format“ gemeldet.' },
      ],
    },
    {
      heading: 'So benutzt du es',
      layout: 'steps',
      items: [
        { text: 'Wähle JSON, XML oder HTML.' },
        { text: 'Füge deine Eingabe ein.' },
        { text: 'Lies die formatierte Ausgabe im Ausgabefeld.' },
        { text: 'Prüfe in der Diff-Ansicht jede Zeile, die die Formatierung hinzugefügt, entfernt oder geändert hat.' },
      ],
    },
    {
      heading: 'Wann es sich lohnt',
      items: [
        { text: 'Sehen, ob eine Datei schon formatiert war: Ein leerer Diff heißt, es hat sich nichts geändert.' },
        { text: 'Einem Kollegen zeigen, was eine Neuformatierung berührt, bevor du sie committest.' },
        { text: 'Schnell zwischen den drei Typen wechseln, ohne die Seite zu verlassen.' },
        { text: 'Für Formatierung in Produktion mit strenger Validierung nimm stattdessen die eigenen JSON-, XML- und HTML-Formatter.' },
      ],
    },
  ],
};
