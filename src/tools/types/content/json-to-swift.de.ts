import { typesContent } from '../page-text.de';

/** Static text of the JSON to Swift page, in German. */
export const content = typesContent({
  name: 'Swift',
  why: 'JSONDecoder wirft keyNotFound bei einem fehlenden Schlüssel, sofern die Property nicht optional ist, und typeMismatch bei einer Zahl, wo ein String deklariert wurde. Aus jedem Datensatz abgeleitete Codable-Structs machen genau die richtigen Properties optional.',
  optional: 'Ein Schlüssel, der in manchen Datensätzen fehlt, ist eine optionale Property, die JSONDecoder als nil liest.',
  nullable: 'Ein Schlüssel, der manchmal null ist, ist ebenfalls optional; Swift kennt nur eine Art, beides auszudrücken.',
  numbers: 'Int für Ganzzahlen, Double, sobald Nachkommastellen vorkommen, UInt64 über 2^63 und Decimal jenseits von 64 Bit, mit einem Kommentar.',
  formats: 'UUID und URL, wo jeder Wert dieses Format hat; Datumswerte bleiben String, da die Standard-Datumsstrategie von JSONDecoder Zahlen erwartet. Enums werden zu Codable-Enums mit String als Raw Value.',
  names: 'Properties sind camelCase, mit einem CodingKeys-Enum, das jeden Schlüssel nennt, sobald einer abweicht; Schlüsselwörter stehen in Backticks, und Unions verwenden ein kleines JSONValue-Enum.',
  checked: 'In unseren Tests läuft kein Swift-Compiler, daher wird die Ausgabe für echte Beispiele Feld für Feld mit der Codable-Ausgabe von quicktype für dasselbe Schema verglichen.',
  options: 'Optionen: Name des Wurzeltyps (der Name des Wurzel-Structs), String-Formate und Enums ein oder aus; Properties sind let-Konstanten.',
});
