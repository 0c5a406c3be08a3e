import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie CSS ma znaczenie',
      paragraphs: [
        'Zminifikowany arkusz stylów albo reguła zapisana w jednym wierszu ukrywa zduplikowane deklaracje, nadpisane wartości i selektory bardziej szczegółowe, niż trzeba.',
        'Z jedną deklaracją w wierszu review CSS i diffy w systemie kontroli wersji wskazują dokładnie tę właściwość, która się zmieniła, a nie całą regułę.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Prettier dla CSS', text: 'Arkusze stylów są parsowane i zapisywane ponownie z wcięciem o 2 spacje i szerokością wiersza 100 znaków.' },
        { title: 'Jeden element w wierszu', text: 'Każda deklaracja dostaje własny wiersz, a każdy selektor z listy rozdzielonej przecinkami zaczyna nowy wiersz.' },
        { title: 'Spójne odstępy', text: 'Spacje wokół dwukropków, nawiasów klamrowych i kombinatorów, takich jak > i +, są ujednolicane.' },
        { title: 'Nowoczesny CSS zostaje', text: 'Reguły @, takie jak @media, @supports, @layer, @font-face i @keyframes, własne właściwości i komentarze są zachowywane.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej arkusz stylów lub kilka reguł do pola Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Prettier parsuje CSS za pomocą PostCSS i zapisuje każdą regułę w spójnym układzie.' },
        { text: 'Jeśli nawias klamrowy lub komentarz pozostanie otwarty, pole błędu opisuje, gdzie parsowanie się zatrzymało.' },
        { text: 'Zwiń reguły, które cię nie interesują, i skopiuj wynik.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Formater nigdy nie zmienia kolejności właściwości; jeśli chcesz stałej kolejności, wymuś ją regułą Stylelint.' },
        { text: 'Przenieś powtarzające się kolory i odstępy do własnych właściwości, takich jak --brand-color.' },
        { text: 'Utrzymuj krótkie selektory: głęboko zagnieżdżone podnoszą szczegółowość i trudno je nadpisać.' },
        { text: 'Commituj czytelny CSS, a minifikację zostaw krokowi buildu.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Odminifikowanie produkcyjnego arkusza stylów, żeby znaleźć regułę, która psuje układ.' },
        { text: 'Porządkowanie CSS wyeksportowanego z narzędzi do projektowania lub skopiowanego z DevTools przeglądarki.' },
        { text: 'Czytanie zewnętrznych motywów i stylów bibliotek komponentów.' },
        { text: 'Przygotowanie dwóch arkuszy stylów do porównywarki CSS.' },
      ],
    },
  ],
};
