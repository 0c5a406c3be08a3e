import { typesContent } from '../page-text.de';

/** Static text of the JSON to Zod page, in German. */
export const content = typesContent({
  name: 'Zod',
  why: 'Zod prüft Daten zur Laufzeit: Ein zu lockeres Schema lässt fehlerhafte Datensätze durch, ein zu strenges scheitert an korrekten. Aus jedem Datensatz echter Daten erzeugt, ergibt es strikte Objekte, die parsen, was du heute hast, und der statische Typ wird aus demselben Schema abgeleitet.',
  optional: 'Ein Schlüssel, der in manchen Datensätzen fehlt, endet auf .optional(), sodass ein Datensatz ohne ihn trotzdem geparst wird.',
  nullable: 'Ein Schlüssel, der manchmal null ist, endet auf .nullable() oder auf .nullish(), wenn er auch fehlen kann.',
  numbers: 'Ganzzahlen werden zu z.int(), Zahlen mit Nachkommastellen zu z.number(); Integer über 2^53 bleiben z.number() mit einem Kommentar, da z.int() die unsicheren Integer ablehnt, die JSON.parse liefert.',
  formats: 'Strings, die alle Date-Times, Datumsangaben, E-Mail-Adressen, URLs oder UUIDs sind, bekommen z.iso.datetime(), z.iso.date(), z.email(), z.url() oder z.uuid(); Enums werden zu z.enum([…]), wenn du Enums einschaltest.',
  names: 'Objekte sind z.strictObject, sodass unbekannte Schlüssel scheitern; Schemas werden vor denen deklariert, die sie verwenden, jedes mit seinem z.infer-Typ.',
  checked: 'Unsere Tests importieren das erzeugte Zod-4-Modul, parsen damit jedes echte Beispiel und verlangen, dass ein Datensatz mit einem unbekannten Schlüssel und einer mit einem falschen Typ scheitern; tsc --strict prüft zusätzlich das Modul selbst.',
  options: 'Optionen: Schreibgeschützt (readonly-Schemas), String-Formate und Enums ein oder aus, Fehlende Schlüssel und Nulls mit "Getrennt halten" oder mit .nullish() geschrieben, und Name des Wurzeltyps für das Wurzelschema.',
});
