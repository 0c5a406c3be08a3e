import { typesContent } from '../page-text.de';

/** Static text of the JSON to Kotlin page, in German. */
export const content = typesContent({
  name: 'Kotlin',
  why: 'kotlinx.serialization wirft eine MissingFieldException, wenn eine Property ohne Default fehlt, und scheitert standardmäßig an unbekannten Schlüsseln. Aus jedem Datensatz abgeleitete Data Classes haben Defaults genau dort, wo Schlüssel fehlen können.',
  optional: 'Ein Schlüssel, der in manchen Datensätzen fehlt, ist nullable mit = null als Default, den kotlinx braucht, um einen Datensatz ohne ihn zu lesen.',
  nullable: 'Ein Schlüssel, der manchmal null ist, hat einen nullable Typ (String?).',
  numbers: 'Long für Ganzzahlen, Double, sobald Nachkommastellen vorkommen, ULong über 2^63 und JsonElement jenseits von 64 Bit, mit einem Kommentar.',
  formats: 'Formate werden in Kommentaren an String-Properties vermerkt; Enums werden zu @Serializable-Enum-Classes mit @SerialName an jedem Eintrag.',
  names: 'Properties sind camelCase mit @SerialName, wo der Schlüssel abweicht; Schlüsselwörter stehen in Backticks, und Unions werden zu JsonElement.',
  checked: 'In unseren Tests läuft kein Kotlin-Compiler, daher wird die Ausgabe für echte Beispiele Feld für Feld mit der kotlinx-Ausgabe von quicktype für dasselbe Schema verglichen.',
  options: 'Optionen: Name des Wurzeltyps (der Name der Wurzelklasse), String-Formate und Enums ein oder aus; Properties sind val, wie bei Data Classes üblich.',
});
