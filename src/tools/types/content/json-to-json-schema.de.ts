import { typesContent } from '../page-text.de';

/** Static text of the JSON to JSON Schema page, in German. */
export const content = typesContent({
  name: 'JSON Schema',
  why: 'Ein Schema, das nach einem einzigen Beispiel geschrieben wurde, lehnt den nächsten Datensatz ab, in dem ein Feld fehlt. Dieser Generator liest alle deine Daten und schreibt ein JSON Schema 2020-12, das jeder Datensatz erfüllt, mit geschlossenen Objekten, sodass ein unerwarteter Schlüssel oder ein falscher Typ bei der Validierung scheitert.',
  optional: 'Nur Schlüssel, die in jedem Datensatz vorkommen, sind Pflicht.',
  nullable: 'Ein Schlüssel, der manchmal null ist, bekommt eine Typliste mit "null" oder ein anyOf, wenn er auf eine Definition verweist.',
  numbers: '"integer", wo jeder Wert ohne Nachkommastellen oder Exponent geschrieben ist, "number", sobald einer sie hat; Integer über 2^53 bekommen einen $comment, weil viele Validatoren sie als Doubles vergleichen.',
  formats: '"format" wird nur dann auf date-time, date, email, uri oder uuid gesetzt, wenn jeder String an dieser Stelle dieses Format hat; enum-Listen erscheinen, wenn du Enums einschaltest.',
  names: 'Schlüssel bleiben in properties genau so, wie sie geschrieben sind, und jedes verschachtelte Objekt wird zu einer benannten Definition unter $defs, die gemeinsam genutzt wird, wo zwei Formen gleich sind.',
  checked: 'Unsere Tests validieren jedes echte Beispiel mit dem Validator unserer Seite JSON-Schema-Validator gegen sein Schema, und ein Datensatz mit einem zusätzlichen Schlüssel oder einem falschen Typ muss scheitern.',
  options: 'Optionen: Name des Wurzeltyps (der Titel der Wurzeldefinition), String-Formate und Enums ein oder aus, und Fehlende Schlüssel und Nulls mit "Getrennt halten" oder "Optional und nullable zugleich" (dann ist beides überall erlaubt).',
});
