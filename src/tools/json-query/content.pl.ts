import type { ToolContent } from '../../content/types';

/** Static text of the JSON Query page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Zadaj pytanie dokumentowi JSON',
      paragraphs: [
        'Odpowiedzi API czy eksportu logów rzadko trzeba czytać w całości: chcesz adresy e-mail użytkowników powyżej 30 lat albo sumę pozycji zamówienia. jq odpowiada na takie pytania w jednej linii i to z niego korzysta większość programistów w wierszu poleceń; JSONPath (RFC 9535) to standardowy sposób wskazywania wartości w dokumencie, używany przez narzędzia do testowania API i wiele bibliotek.',
      ],
    },
    {
      heading: 'Co otrzymujesz',
      items: [
        { title: 'Prawdziwe jq', text: 'jq 1.7.1 skompilowane do WebAssembly działa w workerze w tle: każdy filtr i każda funkcja działają jak w wierszu poleceń, łącznie z reduce, group_by i @csv.' },
        { title: 'Flagi jq', text: 'Zwięźle (-c) wypisuje jedną wartość na wiersz, Surowe ciągi (-r) wypisuje ciągi bez cudzysłowów, Slurp (-s) najpierw wczytuje wszystkie wartości wejścia do jednej tablicy, a Sortuj klucze (-S) sortuje klucze obiektów w wyniku.' },
        { title: 'Własne komunikaty jq', text: 'Filtr, który się nie kompiluje albo zawodzi na danych, pokazuje komunikat jq tak, jak wypisuje go wiersz poleceń.' },
        { title: 'JSONPath ze ścieżkami', text: 'Dopasowania zapytania JSONPath jako tablica JSON, a pod nią znormalizowana ścieżka każdego dopasowania, np. $[\'users\'][0][\'email\'], do skopiowania do kodu lub testów.' },
        { title: 'Wyniki podczas pisania', text: 'Zapytanie uruchamia się chwilę po tym, jak przestaniesz pisać; Enter uruchamia je od razu, a długie zapytanie można anulować.' },
      ],
    },
    {
      heading: 'Odpytywanie dokumentu',
      layout: 'steps',
      items: [
        { text: 'Wklej JSON do edytora Wejściowy JSON, otwórz plik lub upuść go na edytor.' },
        { text: 'Wybierz jq lub JSONPath i wpisz filtr lub zapytanie; dla jq zaznacz flagi, które podałbyś w wierszu poleceń.' },
        { text: 'Kopiuj wynik lub Pobierz wynik zapisuje wynik dokładnie tak, jak wypisuje go jq.' },
        { text: 'Formater JSON ma ten sam panel zapytań pod swoim wynikiem, dla dokumentu, który właśnie sformatowałeś.' },
      ],
    },
    {
      heading: 'Szczegóły',
      items: [
        { text: 'Kilka wartości JSON jedna po drugiej (jak w logach NDJSON) jq wczytuje pojedynczo albo, ze Slurp, do jednej tablicy; JSONPath potrzebuje jednego dokumentu.' },
        { text: 'jq liczy na liczbach podwójnej precyzji: liczby, które tylko przekazuje dalej, zachowują swoje cyfry, ale obliczenia i porównania na liczbach powyżej 2^53 tracą precyzję, tak jak w wierszu poleceń.' },
        { text: 'Wyniki JSONPath zachowują każdą liczbę dokładnie tak, jak została zapisana, bo są kopiowane z dokumentu; porównania w filtrach, np. ?@.price < 10, używają liczb podwójnej precyzji.' },
        { text: 'Silnik jq (około 1,3 MB) jest pobierany przy pierwszym uruchomieniu filtra jq; nic, co wklejasz, nie jest nigdzie wysyłane.' },
      ],
    },
  ],
};
