import { typesContent } from '../page-text.pl';

/** Static text of the JSON to Kotlin page, in Polish. */
export const content = typesContent({
  name: 'Kotlin',
  why: 'kotlinx.serialization rzuca MissingFieldException, gdy brakuje właściwości bez wartości domyślnej, i domyślnie zgłasza błąd przy nieznanych kluczach. Klasy danych (data class) wyprowadzone ze wszystkich rekordów danych mają wartości domyślne dokładnie tam, gdzie kluczy może brakować.',
  optional: 'klucz brakujący w niektórych rekordach jest nullable z = null jako wartością domyślną, której kotlinx potrzebuje, by odczytać rekord bez tego klucza.',
  nullable: 'klucz, który bywa null, ma typ nullable (String?).',
  numbers: 'Long dla liczb całkowitych, Double, gdy tylko pojawi się część ułamkowa, ULong powyżej 2^63 i JsonElement powyżej 64 bitów, z komentarzem.',
  formats: 'formaty są opisane w komentarzach przy właściwościach String; enumy stają się klasami enum @Serializable z @SerialName przy każdym wpisie.',
  names: 'właściwości są w camelCase, z @SerialName tam, gdzie klucz się różni; słowa kluczowe są zapisywane w odwrotnych apostrofach, a unie stają się JsonElement.',
  checked: 'W naszych testach nie działa kompilator Kotlina, więc kod wygenerowany z prawdziwych próbek jest porównywany pole po polu z wynikiem quicktype dla kotlinx przy tym samym schemacie.',
  options: 'Opcje: nazwa klasy głównej, formaty i enumy włączone lub wyłączone; właściwości są val, jak zwykle w klasach danych.',
});
