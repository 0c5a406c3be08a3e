import type { ToolContent } from '../../../content/types';

/** Static text of the C++ Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie C++ ma znaczenie',
      paragraphs: [
        'C i C++ nie mają jednego obowiązującego stylu. Położenie nawiasów klamrowych, wyrównanie wskaźników (int *p czy int* p), szerokość wcięć i kolejność include’ów różnią się między projektami. clang-format rozstrzyga te kwestie automatycznie i jest standardowym narzędziem w LLVM, Chromium i wielu innych bazach kodu.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Prawdziwy clang-format', text: 'Silnik clang-format skompilowany do WebAssembly, więc przy tym samym stylu wynik jest taki jak w narzędziu wiersza poleceń.' },
        { title: 'Styl LLVM', text: 'clang-format oferuje predefiniowane style, takie jak LLVM, Google, Chromium, Mozilla, WebKit, Microsoft i GNU; ta strona używa LLVM: wcięcia o 2 spacje, limit 80 kolumn, nawiasy klamrowe w tym samym wierszu i wskaźniki wyrównane do prawej.' },
        { title: 'Posortowane include’y', text: 'W każdym bloku wierszy #include nagłówki są sortowane, tak jak przewiduje styl LLVM.' },
        { title: 'C i C++', text: 'Działa dla źródeł C, źródeł C++ i nagłówków, w tym szablonów, lambd i makr.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej kod C lub C++ do pola Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Przy pierwszym użyciu wczytywany jest silnik clang-format (ok. 2,6 MB).' },
        { text: 'clang-format dzieli kod na tokeny i stosuje reguły stylu LLVM.' },
        { text: 'Skopiuj wynik do edytora.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Commituj plik .clang-format (np. BasedOnStyle: LLVM), żeby edytory i CI formatowały tak samo.' },
        { text: 'Otaczaj ręcznie wyrównane tabele, np. macierze, komentarzami // clang-format off i // clang-format on.' },
        { text: 'clang-format działa na tokenach i nie kompiluje kodu; większość błędów składni przechodzi niezauważona, więc kompiluj kod i uruchamiaj też clang-tidy.' },
        { text: 'Utrzymuj krótkie makra: clang-format nie widzi, do czego makro się rozwija.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Porządkowanie starszego kodu C lub firmware’u urządzeń wbudowanych o mieszanych stylach.' },
        { text: 'Formatowanie przykładów do dokumentacji, odpowiedzi na Stack Overflow lub materiałów szkoleniowych.' },
        { text: 'Czytanie wygenerowanego kodu, np. z kompilatorów protocol buffers lub interfejsów.' },
        { text: 'Wypróbowanie stylu LLVM przed wprowadzeniem clang-format w projekcie.' },
      ],
    },
  ],
};
