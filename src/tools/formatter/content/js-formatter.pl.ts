import type { ToolContent } from '../../../content/types';

/** Static text of the JavaScript Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie JavaScriptu ma znaczenie',
      paragraphs: [
        'Zespoły tracą czas na spory o średniki, cudzysłowy i podziały wierszy, a code review zapełniają się zmianami układu. Prettier to kończy: parsuje JavaScript do drzewa składni i zapisuje go ponownie w jednym spójnym stylu, więc diff pokazuje tylko zmiany w logice.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Prettier ze stałymi opcjami', text: 'Średniki, apostrofy, wcięcia o 2 spacje, końcowe przecinki tam, gdzie pozwala ES5, spacje w nawiasach klamrowych obiektów i brak nawiasów wokół pojedynczego parametru funkcji strzałkowej (x => x * 2).' },
        { title: 'Nowoczesna składnia i JSX', text: 'Moduły ES, async/await, optional chaining, nullish coalescing, klasy z polami prywatnymi i JSX Reacta.' },
        { title: 'Dopasowanie do wiersza', text: 'Długie wywołania, tablice i literały obiektów są dzielone na kilka wierszy tylko wtedy, gdy nie mieszczą się w szerokości wiersza.' },
        { title: 'Błędy składni', text: 'Jeśli kodu nie da się sparsować, pole błędu pokazuje komunikat i pozycję parsera.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej JavaScript do pola Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Prettier buduje abstrakcyjne drzewo składni, więc komentarze i kod zachowują znaczenie.' },
        { text: 'Drzewo jest zapisywane z powyższymi opcjami, a każda instrukcja dopasowana do szerokości wiersza.' },
        { text: 'Skopiuj wynik albo zwiń funkcje i bloki, żeby go przeczytać.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Aby uzyskać taki wynik w repozytorium, użyj pliku .prettierrc z { "singleQuote": true, "trailingComma": "es5", "arrowParens": "avoid" }.' },
        { text: 'Formatowanie to nie linting: używaj ESLint, żeby wyłapać nieużywane zmienne, brakujące await i ryzykowne porównania.' },
        { text: 'Formatuj przy zapisie lub w hooku pre-commit, żeby niesformatowany kod nigdy nie trafił do review.' },
        { text: 'Czytanie zminifikowanego bundla wystarczy na szybki rzut oka; do prawdziwego debugowania source mapy są pewniejsze.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Uczynienie czytelnymi zminifikowanych skryptów zewnętrznych lub bookmarkletów.' },
        { text: 'Porządkowanie fragmentów przed wklejeniem ich do dokumentacji lub wpisu na blogu.' },
        { text: 'Ujednolicenie dwóch wersji pliku przed porównaniem ich w porównywarce tekstu.' },
        { text: 'Szybkie sprawdzenie, czy fragment JavaScriptu w ogóle się parsuje.' },
      ],
    },
  ],
};
