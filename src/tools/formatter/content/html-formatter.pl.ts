import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie HTML ma znaczenie',
      paragraphs: [
        'Kod z CMS-a, szablonu e-maila lub zminifikowanego buildu to ściana zagnieżdżonych elementów div, w której trudno stwierdzić, który znacznik co zamyka. Spójne wcięcia pokazują drzewo dokumentu.',
        'HTML wymaga ostrożnego formatera: białe znaki między elementami liniowymi są wyświetlane jako widoczna spacja, więc dodanie lub usunięcie podziału wiersza w złym miejscu zmienia to, co widzą użytkownicy.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Prettier dla HTML', text: 'Ten sam formater, którego używa wiele edytorów i pipeline’ów CI, z szerokością wiersza 120 znaków i wcięciem o 2 spacje.' },
        { title: 'Układ uwzględniający białe znaki', text: 'Podziały wierszy wynikają z typu wyświetlania CSS każdego elementu: elementy blokowe, takie jak div i p, dostają własne wiersze, a elementy liniowe, takie jak a, span i em, nie są dzielone tak, by dodać lub usunąć widoczne spacje.' },
        { title: 'Osadzony kod', text: 'Bloki script i style są formatowane jako JavaScript i CSS.' },
        { title: 'Zawijanie długich znaczników', text: 'Element z wieloma atrybutami jest zapisywany z jednym atrybutem w wierszu.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej cały dokument HTML lub fragment do pola Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Prettier parsuje znaczniki do drzewa, tak jak przeglądarka.' },
        { text: 'Podziały wierszy ustala na podstawie typów wyświetlania elementów i szerokości 120 znaków, a potem wypisuje drzewo.' },
        { text: 'Przejrzyj zwijany wynik i skopiuj go.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Nie zdziw się znakiem > na początku wiersza: Prettier celowo go tam przenosi, żeby nie dodać białych znaków między elementami liniowymi.' },
        { text: 'Sprawdzaj zgodność w W3C Nu HTML Checker: formatowanie wyłapuje tylko kod, którego parser nie potrafi odczytać, a nie błędne zagnieżdżenie czy atrybuty.' },
        { text: 'Składnia szablonów (Handlebars, Jinja, Blade) to nie HTML; formatuj pliki szablonów narzędziem, które rozumie ich język.' },
        { text: 'Pisz jawnie znaczniki zamykające, takie jak </p> i </li>; opcjonalne znaczniki zamykające są poprawne, ale utrudniają czytanie struktury.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Czytanie zminifikowanego źródła strony produkcyjnej.' },
        { text: 'Porządkowanie HTML wyeksportowanego z CMS-a, kreatora stron lub edytora e-maili.' },
        { text: 'Przegląd kodu generowanego przez szablony po stronie serwera.' },
        { text: 'Przygotowanie fragmentów do dokumentacji lub do porównywarki HTML.' },
      ],
    },
  ],
};
