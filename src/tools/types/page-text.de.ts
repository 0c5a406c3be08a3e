import type { ToolContent } from '../../content/types';
import type { TargetText } from './page-text';

/** A types page's text in German: why, what every record decides, how to use it, how it is checked, good to know. */
export function typesContent(t: TargetText): ToolContent {
  /** The name as the first part of a German compound: "JSON-Schema-Ausgabe", "Go-Ausgabe". */
  const stem = t.name.replace(/ /g, '-');
  return {
    sections: [
      { heading: `Warum ${t.name} aus deinen Daten`, paragraphs: [t.why] },
      {
        heading: 'Jeder Datensatz zählt',
        items: [
          { title: 'Fehlende Schlüssel', text: t.optional },
          { title: 'Nulls', text: t.nullable },
          { title: 'Zahlen', text: t.numbers },
          { title: 'Formate und Enums', text: t.formats },
          { title: 'Namen', text: t.names },
        ],
      },
      {
        heading: 'So gehst du vor',
        layout: 'steps',
        items: [
          { text: `Füge JSON, NDJSON, YAML oder CSV in das Feld Daten ein, oder öffne eine Datei oder ziehe sie hierher; für ${t.name} werden Dateien bis 2 GB in Teilen gelesen.` },
          { text: `Klicke auf Typen erzeugen oder drücke Strg+Enter: Die ${stem}-Ausgabe erscheint mit Syntaxhervorhebung, und eine Zeile sagt, wie viele Datensätze gelesen wurden.` },
          { text: `Passe das Feld Name des Wurzeltyps und die übrigen Optionen an; die ${stem}-Ausgabe wird aus dem bereits Gelesenen neu geschrieben.` },
          { text: `Kopiere den ${stem}-Code mit Code kopieren oder speichere ihn mit Herunterladen, oder wähle unter Sprache eine andere Sprache: Dieselben Daten ergeben dort dieselben Typen.` },
        ],
      },
      { heading: 'Von einem echten Compiler geprüft', paragraphs: [t.checked] },
      {
        heading: 'Gut zu wissen',
        items: [
          { text: t.options },
          { text: `Ungültige Eingaben werden mit Zeile und Spalte gemeldet, und nichts davon landet in der ${stem}-Ausgabe.` },
          { text: `Der Speicherbedarf wächst mit der Struktur der Daten, nicht mit ihrer Größe: Eine Million Datensätze derselben Form ergeben dieselben ${stem}-Typen wie zehn.` },
          { text: `Deine Daten bleiben in diesem Tab: Die ${stem}-Typen werden in einem Hintergrund-Worker erzeugt, und Abbrechen stoppt ihn sofort.` },
        ],
      },
    ],
  };
}
