import { typesContent } from '../page-text.pl';

/** Static text of the JSON to Swift page, in Polish. */
export const content = typesContent({
  name: 'Swift',
  why: 'JSONDecoder rzuca keyNotFound przy brakującym kluczu, chyba że właściwość jest opcjonalna, oraz typeMismatch, gdy tam, gdzie zadeklarowano ciąg, stoi liczba. Struktury Codable wyprowadzone ze wszystkich rekordów czynią opcjonalnymi dokładnie te właściwości, które powinny takie być.',
  optional: 'klucz brakujący w niektórych rekordach jest właściwością opcjonalną, którą JSONDecoder odczytuje jako nil.',
  nullable: 'klucz, który bywa null, też jest opcjonalny; Swift ma jeden sposób na wyrażenie obu przypadków.',
  numbers: 'Int dla liczb całkowitych, Double, gdy tylko pojawi się część ułamkowa, UInt64 powyżej 2^63 i Decimal powyżej 64 bitów, z komentarzem.',
  formats: 'UUID i URL tam, gdzie każda wartość ma dany format; daty zostają typu String, bo domyślna strategia dat w JSONDecoder oczekuje liczb. Enumy stają się enumami Codable opartymi na String.',
  names: 'właściwości są w camelCase, z enumem CodingKeys nazywającym każdy klucz, gdy tylko któryś się różni; słowa kluczowe są zapisywane w odwrotnych apostrofach, a unie używają małego enuma JSONValue.',
  checked: 'W naszych testach nie działa kompilator Swifta, więc kod wygenerowany z prawdziwych próbek jest porównywany pole po polu z wynikiem quicktype dla Codable przy tym samym schemacie.',
  options: 'Opcje: nazwa struktury głównej, formaty i enumy włączone lub wyłączone; właściwości są stałymi let.',
});
