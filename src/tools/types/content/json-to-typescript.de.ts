import { typesContent } from '../page-text.de';

/** Static text of the JSON to TypeScript page, in German. */
export const content = typesContent({
  name: 'TypeScript',
  why: 'Von Hand geschriebene Typen passen nicht mehr zu den Daten, sobald ein Feld optional wird. Diese Seite liest jeden Datensatz eines Beispiels oder eines ganzen NDJSON-Dumps und schreibt TypeScript-Interfaces, denen die Daten im Strict Mode zuweisbar sind.',
  optional: 'Ein Schlüssel, der in manchen Datensätzen fehlt, bekommt ein Fragezeichen (name?: string) und wird nie zu einer Union erweitert.',
  nullable: 'Ein Schlüssel, der in manchen Datensätzen null ist, bekommt | null, getrennt von optional, es sei denn, du wählst "Optional und nullable zugleich".',
  numbers: 'Ganzzahlen und Zahlen mit Nachkommastellen sind beide number; Integer über 2^53 bekommen einen Kommentar, dass JSON.parse sie rundet und ein verlustfreier Parser mit bigint sie erhält.',
  formats: 'Ein String-Feld, dessen Werte alle Date-Times, Datumsangaben, E-Mail-Adressen, URLs oder UUIDs sind, wird in seinem Doc-Kommentar so gekennzeichnet; Enums werden zu Unions aus String-Literalen, wenn du Enums einschaltest.',
  names: 'Schlüssel, die keine Bezeichner sind, stehen in Anführungszeichen ("first-name"), und verschachtelte Objekte werden zu Interfaces, die nach ihrem Schlüssel benannt sind, sodass orders[] Order ergibt.',
  checked: 'Unsere Tests kompilieren das TypeScript echter Beispiele (GitHub-Events, ein Pokédex, der US-Senat, ein Spotify-Album) mit tsc --strict, wobei jedes Beispiel seinem Wurzeltyp zugewiesen wird.',
  options: 'Optionen: Deklarationen (interface oder type), Schreibgeschützt für Properties und Arrays, String-Formate und Enums ein oder aus, und Fehlende Schlüssel und Nulls mit "Getrennt halten" oder "Optional und nullable zugleich".',
});
