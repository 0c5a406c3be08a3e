import type { ToolContent } from '../../../content/types';

/** Static text of the Text Compare page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Jak działa porównywarka tekstu',
      paragraphs: [
        'Porównywarka tekstu działa z każdym zwykłym tekstem: plikami logów, kodem w dowolnym języku, CSV, konfiguracją, prozą. W przeciwieństwie do porównywania JSON czy XML niczego nie formatuje od nowa; wiersze są porównywane tak, jak je wkleiłeś, końce wierszy z Windows i starych Maców są czytane jak zwykłe podziały wierszy, a to, co liczy się jako różnica, zmieniają tylko włączone przez Ciebie opcje.',
        'Wiersze są dopasowywane po kolei. Identyczne wiersze stoją obok siebie. Usunięty wiersz i wiersz dodany dalej są pokazywane w tym samym rzędzie jako zmienione, gdy zgadza się ponad połowa ich znaków; różniące się znaki są podświetlone, więc zmieniona cyfra w długim wierszu logu od razu rzuca się w oczy. Wszystkie pozostałe wiersze są oznaczone jako usunięte (po lewej) lub dodane (po prawej), naprzeciw pustego rzędu.',
      ],
    },
    {
      heading: 'Opcje',
      items: [
        { title: 'Ignoruj białe znaki', text: 'Zmiany wcięć i liczby odstępów, na przykład tabulatory zastąpione spacjami, nie są liczone.' },
        { title: 'Ignoruj wielkość liter', text: 'Wielkie i małe litery są traktowane jak ta sama litera.' },
        { title: 'Widok kontekstu', text: 'Pokazywane są tylko zmienione wiersze i po trzy wiersze wokół nich; zwinięty identyczny fragment można znów rozwinąć.' },
        { title: 'Następna i poprzednia', text: 'Naciśnij n lub p, aby przechodzić przez różnice po kolei.' },
      ],
    },
    {
      heading: 'Czytanie i eksport wyniku',
      items: [
        { text: 'Każda strona ma własne numery wierszy, więc zmianę łatwo znajdziesz w oryginalnym pliku.' },
        { text: 'Licznik nad wynikiem („Znaleziono 3 różnice w 2 blokach”) liczy każdy usunięty, dodany lub zmieniony wiersz oraz bloki, które tworzą.' },
        { text: 'Eksportuj PDF zapisuje pełne porównanie, a nie zrzut ekranu: wszystkie wiersze obu stron jako tekst, który można przeszukiwać i kopiować.' },
        { text: 'Edytuj dane wejściowe ponownie pokazuje oba pola tekstowe, abyś mógł poprawić dowolną stronę.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Porównanie logów z udanego i nieudanego przebiegu testów.' },
        { text: 'Sprawdzenie dwóch wersji skryptu, pliku SQL lub pliku środowiskowego.' },
        { text: 'Przegląd zmian w dokumentacji, informacjach o wydaniu lub treści umowy.' },
        { text: 'Weryfikacja, czy eksport lub raport zgadza się wiersz po wierszu z oczekiwanym wynikiem.' },
      ],
    },
  ],
};
