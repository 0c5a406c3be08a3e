import { typesContent } from '../page-text.pl';

/** Static text of the JSON to Java page, in Polish. */
export const content = typesContent({
  name: 'Java',
  why: 'Jackson domyślnie zgłasza błąd przy nieznanej właściwości, a brakującą mapuje na null, którego pole typu prymitywnego nie może przechować. Rekordy Javy wyprowadzone ze wszystkich rekordów danych używają typów prymitywnych tylko tam, gdzie wartość jest zawsze obecna, więc ObjectMapper odczyta całą próbkę.',
  optional: 'klucz brakujący w niektórych rekordach dostaje typ opakowujący (Long, Double, Boolean), który może przechować null.',
  nullable: 'klucz, który bywa null, również dostaje typ opakowujący; ciągi, listy i rekordy i tak mogą przechowywać null.',
  numbers: 'long dla liczb całkowitych, double, gdy tylko pojawi się część ułamkowa, i BigInteger dla liczb całkowitych powyżej 2^63, z komentarzem.',
  formats: 'formaty są opisane w komentarzach przy komponentach String, bo java.time wymaga dodatkowego modułu Jacksona; enumy dostają @JsonProperty przy każdej stałej.',
  names: 'każdy komponent ma @JsonProperty z kluczem w oryginalnym zapisie; nazwy są w camelCase, słowa kluczowe dostają podkreślnik na końcu, a unie stają się Object.',
  checked: 'Nasze testy kompilują kod wygenerowany z prawdziwych próbek przy użyciu javac i jarów Jacksona 2.14 z Debiana, odczytują każdą próbkę przez ObjectMapper i oczekują, że rekord z dodatkowym kluczem zostanie odrzucony.',
  options: 'Opcje: nazwa rekordu głównego (zarazem nazwa pliku), formaty i enumy włączone lub wyłączone; rekordy są niemutowalne, więc opcja tylko do odczytu nie jest potrzebna.',
});
