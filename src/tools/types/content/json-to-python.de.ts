import { typesContent } from '../page-text.de';

/** Static text of the JSON to Python page, in German. */
export const content = typesContent({
  name: 'Python',
  why: 'Ein pydantic-Modell, dem ein Feld fehlt, oder ein TypedDict, das einen optionalen Schlüssel zur Pflicht macht, führt zu Validierungsfehlern oder stillen Lücken in den Typen. Aus jedem Datensatz abgeleitete Modelle passen zu dem, was json.loads dir liefert, und pydantic validiert es.',
  optional: 'Ein Schlüssel, der in manchen Datensätzen fehlt, ist in pydantic Optional mit dem Default None, in einem TypedDict NotRequired.',
  nullable: 'Ein Schlüssel, der manchmal null ist, ist Optional[...] und Pflicht, es sei denn, er kann auch fehlen.',
  numbers: 'int und float, so wie die Werte geschrieben sind; Integer haben in Python keine Größengrenze, daher brauchen Integer über 2^53 keinen besonderen Typ.',
  formats: 'pydantic-Modelle verwenden datetime, date und UUID, wo jeder Wert dieses Format hat; TypedDicts behalten str, wie es json.loads liefert. Enums werden zu str-Enum-Klassen oder Literal-Typen.',
  names: 'Schlüssel, die keine Bezeichner sind, Schlüsselwörter oder Namen, die pydantic reserviert, bekommen einen sicheren Feldnamen mit einem Alias; TypedDicts mit solchen Schlüsseln verwenden die funktionale Schreibweise.',
  checked: 'Unsere Tests kompilieren jede Ausgabe mit python3 -m py_compile und führen mypy --strict auf der TypedDict-Ausgabe aus, der jedes echte Beispiel zugewiesen wird; pydantic v2 selbst läuft in unseren Tests nicht, da Debian nur pydantic 1.10 ausliefert.',
  options: 'Optionen: pydantic-v2-Modelle oder TypedDict (Python 3.11 oder neuer), Schreibgeschützt für frozen Modelle, String-Formate und Enums ein oder aus, und Fehlende Schlüssel und Nulls mit "Getrennt halten" oder beides als Optional.',
});
