import { typesLayout } from './page-layout';

/** The name as the first part of a German compound: "JSON-Schema-Ausgabe", "Go-Ausgabe". */
const stem = (name: string) => name.replace(/ /g, '-');

/** A types page's text in German. */
export const typesContent = typesLayout({
  whyHeading: (name) => `Warum ${name} aus deinen Daten`,
  recordsHeading: 'Jeder Datensatz zählt',
  titles: { optional: 'Fehlende Schlüssel', nullable: 'Nulls', numbers: 'Zahlen', formats: 'Formate und Enums', names: 'Namen' },
  stepsHeading: 'So gehst du vor',
  steps: {
    paste: (name) => `Füge JSON, NDJSON, YAML oder CSV in das Feld Daten ein, oder öffne eine Datei oder ziehe sie hierher; für ${name} werden Dateien bis 2 GB in Teilen gelesen.`,
    make: (name) => `Klicke auf Typen erzeugen oder drücke Strg+Enter: Die ${stem(name)}-Ausgabe erscheint mit Syntaxhervorhebung, und eine Zeile sagt, wie viele Datensätze gelesen wurden.`,
    adjust: (name) => `Passe das Feld Name des Wurzeltyps und die übrigen Optionen an; die ${stem(name)}-Ausgabe wird aus dem bereits Gelesenen neu geschrieben.`,
    copy: (name) => `Kopiere den ${stem(name)}-Code mit Code kopieren oder speichere ihn mit Herunterladen, oder wähle unter Sprache eine andere Sprache: Dieselben Daten ergeben dort dieselben Typen.`,
  },
  checkedHeading: 'Von einem echten Compiler geprüft',
  notesHeading: 'Gut zu wissen',
  notes: {
    invalid: (name) => `Ungültige Eingaben werden mit Zeile und Spalte gemeldet, und nichts davon landet in der ${stem(name)}-Ausgabe.`,
    memory: (name) => `Der Speicherbedarf wächst mit der Struktur der Daten, nicht mit ihrer Größe: Eine Million Datensätze derselben Form ergeben dieselben ${stem(name)}-Typen wie zehn.`,
    privacy: (name) => `Deine Daten bleiben in diesem Tab: Die ${stem(name)}-Typen werden in einem Hintergrund-Worker erzeugt, und Abbrechen stoppt ihn sofort.`,
  },
});
