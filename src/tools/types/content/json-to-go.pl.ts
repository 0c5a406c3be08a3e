import { typesContent } from '../page-text.pl';

/** Static text of the JSON to Go page, in Polish. */
export const content = typesContent({
  name: 'Go',
  why: 'encoding/json dekoduje do struktur, które deklarujesz, a zły typ lub brakujący tag wychodzi na jaw dopiero wtedy, gdy przychodzą dane produkcyjne. Struktury wyprowadzone ze wszystkich rekordów mają właściwe tagi json i właściwe rozmiary typów, więc dane dekodują się nawet z włączonym DisallowUnknownFields.',
  optional: 'klucz brakujący w niektórych rekordach dostaje omitempty w tagu, a gdy zawiera strukturę, także wskaźnik.',
  nullable: 'klucz, który bywa null, staje się wskaźnikiem (*string, *int64); slice’y, mapy i wartości interface same mogą przechowywać nil.',
  numbers: 'int64 dla liczb całkowitych, float64, gdy tylko pojawi się część ułamkowa, uint64 dla wartości powyżej 2^63 i json.Number dla liczb całkowitych przekraczających 64 bity, z komentarzem.',
  formats: 'daty z czasem w formacie RFC 3339 stają się time.Time; pozostałe formaty są opisane w komentarzach; enumy stają się nazwanym typem string ze stałymi.',
  names: 'pola są eksportowane w stylu Go, ze skrótowcami pisanymi wielkimi literami (UserID, URL, SKU), a tag zachowuje klucz dokładnie tak, jak został zapisany.',
  checked: 'Nasze testy uruchamiają go vet na kodzie wygenerowanym z prawdziwych próbek oraz program, który dekoduje każdą próbkę z DisallowUnknownFields, a następnie oczekują, że rekord z dodatkowym kluczem zostanie odrzucony.',
  options: 'Opcje: nazwa typu głównego, formaty i enumy włączone lub wyłączone; Go nie ma pól tylko do odczytu, więc tej opcji tu nie ma.',
});
