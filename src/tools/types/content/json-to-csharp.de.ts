import { typesContent } from '../page-text.de';

/** Static text of the JSON to C# page, in German. */
export const content = typesContent({
  name: 'C#',
  why: 'System.Text.Json vergleicht Property-Namen unter Beachtung der Groß- und Kleinschreibung und lässt einen fehlenden Wert auf seinem Default, sodass von Hand geschriebene Klassen stillschweigend Daten verlieren. Positionale Records, die aus jedem Datensatz abgeleitet sind, nennen jeden Schlüssel explizit und sagen, welche Werte fehlen können.',
  optional: 'Ein Schlüssel, der in manchen Datensätzen fehlt, bekommt eine Nullable-Annotation (string?, long?), sodass sein Fehlen als null gelesen wird.',
  nullable: 'Ein Schlüssel, der manchmal null ist, bekommt dieselbe Annotation; die Datei schaltet Nullable Reference Types ein.',
  numbers: 'long für Ganzzahlen, double, sobald Nachkommastellen vorkommen, ulong über 2^63 und JsonElement für Integer jenseits von 64 Bit, mit einem Kommentar.',
  formats: 'DateTimeOffset, DateOnly und Guid, wo jeder Wert dieses Format hat; Enums verwenden JsonStringEnumMemberName, was .NET 9 voraussetzt.',
  names: 'Jeder Parameter hat [property: JsonPropertyName] mit dem Schlüssel, wie er geschrieben ist; Namen sind PascalCase, und ein Member bekommt nie den Namen seines eigenen Records.',
  checked: 'In unseren Tests läuft kein C#-Compiler, der Records baut, daher wird die Ausgabe für echte Beispiele Feld für Feld mit der System.Text.Json-Ausgabe von quicktype für dasselbe Schema verglichen.',
  options: 'Optionen: Name des Wurzeltyps (der Name des Wurzel-Records), String-Formate und Enums ein oder aus; Records sind unveränderlich, daher braucht es keine Option Schreibgeschützt.',
});
