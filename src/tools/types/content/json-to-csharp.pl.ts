import { typesContent } from '../page-text.pl';

/** Static text of the JSON to C# page, in Polish. */
export const content = typesContent({
  name: 'C#',
  why: 'System.Text.Json dopasowuje nazwy właściwości z rozróżnianiem wielkości liter i zostawia brakującą wartość z wartością domyślną, więc ręcznie pisane klasy po cichu gubią dane. Rekordy pozycyjne wyprowadzone ze wszystkich rekordów jawnie nazywają każdy klucz i mówią, których wartości może brakować.',
  optional: 'klucz brakujący w niektórych rekordach dostaje adnotację nullable (string?, long?), więc jego brak odczytuje się jako null.',
  nullable: 'klucz, który bywa null, dostaje tę samą adnotację; plik włącza nullable reference types.',
  numbers: 'long dla liczb całkowitych, double, gdy tylko pojawi się część ułamkowa, ulong powyżej 2^63 i JsonElement dla liczb całkowitych przekraczających 64 bity, z komentarzem.',
  formats: 'DateTimeOffset, DateOnly i Guid tam, gdzie każda wartość ma dany format; enumy używają JsonStringEnumMemberName, który wymaga .NET 9.',
  names: 'każdy parametr ma [property: JsonPropertyName] z kluczem w oryginalnym zapisie; nazwy są w PascalCase, a składowa nigdy nie dostaje nazwy swojego rekordu.',
  checked: 'W naszych testach nie działa kompilator C#, który zbudowałby rekordy, więc kod wygenerowany z prawdziwych próbek jest porównywany pole po polu z wynikiem quicktype dla System.Text.Json przy tym samym schemacie.',
  options: 'Opcje: nazwa rekordu głównego, formaty i enumy włączone lub wyłączone; rekordy są niemutowalne, więc opcja tylko do odczytu nie jest potrzebna.',
});
