import type { ToolContent } from '../../../content/types';

/** Static text of the YAML to JSON page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'YAML als JSON lesen',
      paragraphs: [
        'Viele Werkzeuge akzeptieren nur JSON: ein Schema-Validator, jq, ein HTTP-Client, ein Loader für Test-Fixtures. Diese Seite liest eine YAML-Datei mit dem Core-Schema von YAML 1.2 und schreibt dieselben Daten als eingerücktes JSON, mit erhaltener Reihenfolge der Schlüssel und den exakten Ziffern großer Zahlen.',
      ],
    },
    {
      heading: 'Wie YAML gelesen wird',
      items: [
        { title: 'Anker und Aliase', text: 'Jeder *Alias wird durch eine Kopie des Knotens ersetzt, den sein &Anker benennt; ein Knoten, der auf sich selbst verweist, wird abgelehnt, weil JSON keinen Zyklus ausdrücken kann.' },
        { title: 'Merge-Keys', text: '<<: *defaults übernimmt die Schlüssel des eingebundenen Mappings, und daneben geschriebene Schlüssel gewinnen – so wie Docker Compose es erwartet.' },
        { title: 'Typen von YAML 1.2', text: 'yes, on und 2024-01-15 bleiben Strings; true, false, null, ~ und Zahlen wie 0x1F oder 1e3 werden zu JSON-Werten.' },
        { title: 'Große Ganzzahlen', text: 'Eine Ganzzahl wie 123456789012345678901 wird mit allen Ziffern geschrieben statt gerundet.' },
        { title: 'Mehrere Dokumente', text: 'Eine Datei mit Trennlinien (---) wird zu einem JSON-Array ihrer Dokumente, und ein Hinweis sagt das.' },
      ],
    },
    {
      heading: 'Schritte',
      layout: 'steps',
      items: [
        { text: 'Füge YAML in das Feld YAML-Eingabe ein oder ziehe eine .yaml- oder .yml-Datei darauf.' },
        { text: 'Klicke auf Konvertieren; ein Syntaxfehler nennt Zeile und Spalte, an der das Lesen abbrach.' },
        { text: 'Prüfe die Hinweise unter der Ausgabe auf alles, was JSON nicht aufnehmen konnte.' },
        { text: 'Kopiere das JSON oder lade es als converted.json herunter.' },
      ],
    },
    {
      heading: 'Was JSON nicht aufnehmen kann',
      items: [
        { text: '.inf, -.inf und .nan haben keine JSON-Form und werden als null geschrieben, jeweils in einem Hinweis aufgeführt.' },
        { text: 'Ein Mapping-Schlüssel, der selbst eine Liste oder ein Mapping ist, wird zum JSON-Text dieses Schlüssels.' },
        { text: 'Kommentare und die Wahl zwischen Block- und Flow-Stil sind Layout, keine Daten, und bleiben nicht erhalten.' },
        { text: 'Eigene Tags wie !Ref werden mit einer Meldung abgelehnt, statt geraten zu werden.' },
      ],
    },
  ],
};
