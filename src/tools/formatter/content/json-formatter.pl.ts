import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie JSON ma znaczenie',
      paragraphs: [
        'Odpowiedź API albo wiersz logu zwykle przychodzi jako jeden długi wiersz JSON, w którym łatwo przeoczyć brakujące pole lub zły poziom zagnieżdżenia. JSON z wcięciami pokazuje strukturę na pierwszy rzut oka, a code review i diffy pozostają czytelne.',
        'Formatowanie to także walidacja. JSON ma małą, ścisłą gramatykę (RFC 8259), a mimo to wiele bibliotek po cichu akceptuje komentarze lub końcowe przecinki, które kolejny system w łańcuchu odrzuci.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        {
          title: 'Wynik bez strat',
          text: 'Zmieniają się tylko białe znaki. Duże liczby całkowite, takie jak 12345678901234567890, wartości typu 1.0e+400 czy -0, sekwencje ucieczki jak \\u00e9, zduplikowane klucze i kolejność kluczy zachowują dokładny zapis. JSON.parse zaokrągliłby każdą liczbę całkowitą powyżej 2^53.',
        },
        {
          title: 'Ścisła walidacja według RFC 8259',
          text: 'Końcowe przecinki, komentarze, apostrofy zamiast cudzysłowów, klucze bez cudzysłowów, NaN i zera wiodące są odrzucane, a komunikat o błędzie podaje wiersz i kolumnę.',
        },
        { title: 'Zwijane drzewo', text: 'Każdy obiekt i każdą tablicę w wyniku można zwinąć, więc duży dokument przeglądasz poziom po poziomie.' },
        { title: 'Duże dokumenty', text: 'Plik 10 MB formatuje się w około sekundę, w workerze w tle, więc strona cały czas reaguje. Pliki do 2 GB otwierają się od razu sformatowane, czytane w częściach.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej swój JSON do panelu Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Tekst zostaje sprawdzony zgodnie z RFC 8259 i ponownie wcięty o dwie spacje na poziom.' },
        { text: 'Jeśli JSON jest niepoprawny, popraw miejsce wskazane w czerwonym polu błędu (wiersz i kolumna) i sformatuj ponownie.' },
        { text: 'Zwiń części, których nie potrzebujesz, a potem kliknij Kopiuj kod.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Wysyłaj identyfikatory większe niż 9007199254740991 (2^53 − 1) jako ciągi znaków, jeśli czyta je klient JavaScript: ten formater zostawia je nietknięte, JSON.parse nie.' },
        { text: 'Dbaj o unikalne klucze w obiektach. RFC 8259 mówi tylko, że nazwy POWINNY być unikalne, a parsery różnią się tym, który duplikat wygrywa.' },
        { text: 'Nie polegaj na kolejności kluczy: obiekty JSON są nieuporządkowane. Użyj tablicy, gdy kolejność ma znaczenie.' },
        { text: 'Wymieniaj JSON w UTF-8, czego RFC 8259 wymaga między systemami, i zapisuj znaki sterujące w ciągach jako sekwencje ucieczki.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Czytanie odpowiedzi REST i GraphQL lub payloadów webhooków podczas debugowania integracji.' },
        { text: 'Sprawdzanie package.json, composer.json i innych ścisłych plików konfiguracyjnych JSON przed commitem.' },
        { text: 'Przygotowywanie czytelnych fixture’ów i odpowiedzi mock do testów jednostkowych i kontraktowych.' },
        { text: 'Przeglądanie JSON z logów lub kolejek wiadomości przed dołączeniem go do zgłoszenia błędu.' },
      ],
    },
  ],
};
