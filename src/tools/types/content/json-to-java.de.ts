import { typesContent } from '../page-text.de';

/** Static text of the JSON to Java page, in German. */
export const content = typesContent({
  name: 'Java',
  why: 'Jackson scheitert standardmäßig an einer unbekannten Property und bildet eine fehlende auf null ab, was ein primitives Feld nicht aufnehmen kann. Java-Records, die aus allen Datensätzen abgeleitet sind, verwenden primitive Typen nur dort, wo ein Wert immer vorhanden ist, sodass ObjectMapper das ganze Beispiel liest.',
  optional: 'Ein Schlüssel, der in manchen Datensätzen fehlt, bekommt einen Wrapper-Typ (Long, Double, Boolean), der null aufnehmen kann.',
  nullable: 'Ein Schlüssel, der manchmal null ist, bekommt ebenfalls einen Wrapper-Typ; Strings, Listen und Records können ohnehin null sein.',
  numbers: 'long für Ganzzahlen, double, sobald Nachkommastellen vorkommen, und BigInteger für Integer über 2^63, mit einem Kommentar.',
  formats: 'Formate werden in Kommentaren an String-Komponenten vermerkt, da java.time ein zusätzliches Jackson-Modul braucht; Enums bekommen @JsonProperty an jeder Konstante.',
  names: 'Jede Komponente trägt @JsonProperty mit dem Schlüssel, wie er geschrieben ist; Namen sind camelCase, Schlüsselwörter bekommen einen Unterstrich am Ende, und Unions werden zu Object.',
  checked: 'Unsere Tests kompilieren die Ausgabe für echte Beispiele mit javac und Debians Jackson-2.14-JARs, lesen jedes Beispiel mit ObjectMapper und erwarten, dass ein Datensatz mit einem zusätzlichen Schlüssel scheitert.',
  options: 'Optionen: Name des Wurzeltyps (der Name des Wurzel-Records, zugleich der Dateiname), String-Formate und Enums ein oder aus; Records sind unveränderlich, daher braucht es keine Option Schreibgeschützt.',
});
