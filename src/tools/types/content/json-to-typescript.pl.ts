import { typesContent } from '../page-text.pl';

/** Static text of the JSON to TypeScript page, in Polish. */
export const content = typesContent({
  name: 'TypeScript',
  why: 'Typy pisane ręcznie rozjeżdżają się z danymi w dniu, w którym jakieś pole staje się opcjonalne. Ta strona czyta każdy rekord próbki lub całego zrzutu NDJSON i zapisuje interfejsy TypeScript, do których dane dają się przypisać w trybie strict.',
  optional: 'klucz nieobecny w niektórych rekordach jest zapisywany ze znakiem zapytania (name?: string) i nigdy nie jest rozszerzany do unii.',
  nullable: 'klucz, który w niektórych rekordach jest null, dostaje | null, oddzielnie od opcjonalności, chyba że wybierzesz jedno i drugie.',
  numbers: 'liczby całkowite i ułamkowe to w obu przypadkach number; liczby całkowite powyżej 2^53 dostają komentarz, że JSON.parse je zaokrągla, a bezstratny parser z bigint je zachowuje.',
  formats: 'pole tekstowe, którego każda wartość jest datą z czasem, datą, adresem e-mail, URL-em lub UUID, zostaje opisane w komentarzu dokumentacyjnym; enumy stają się uniami literałów typu string, jeśli o to poprosisz.',
  names: 'klucze, które nie są identyfikatorami, są ujmowane w cudzysłów ("first-name"), a zagnieżdżone obiekty stają się interfejsami nazwanymi od swoich kluczy, więc orders[] daje Order.',
  checked: 'Nasze testy kompilują TypeScript wygenerowany z prawdziwych próbek (zdarzenia z GitHuba, Pokédex, Senat USA, album ze Spotify) przy użyciu tsc --strict, przypisując każdą próbkę do jej typu głównego.',
  options: 'Opcje: deklaracje interface lub type, właściwości i tablice readonly, formaty i enumy włączone lub wyłączone, brakujące klucze i nulle osobno albo oba zapisane jako opcjonalne i nullable.',
});
