import type { ToolContent } from '../../../content/types';

/** Static text of the Markdown Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie Markdownu ma znaczenie',
      paragraphs: [
        'Markdown renderuje się wyrozumiale, więc bałagan w źródle wychodzi na jaw dopiero, gdy ktoś musi je edytować: mieszane znaczniki list, nierówne tabele, wiersze po 300 znaków. README, changelogi i dokumentacja żyją w kontroli wersji, a spójnie zawinięty Markdown daje diffy pokazujące, które zdanie się zmieniło.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Prettier dla Markdownu', text: 'CommonMark plus GitHub Flavored Markdown: tabele, listy zadań, przekreślenia i automatyczne linki.' },
        { title: 'Tekst zawijany na 80 znakach', text: 'Akapity są przeformatowywane do wierszy o długości najwyżej 80 znaków; nagłówki, tabele i bloki kodu nigdy nie są zawijane.' },
        { title: 'Spójna składnia', text: 'Jeden styl znaczników list, jeden styl wyróżnień i ujednolicone znaczniki nagłówków w całym dokumencie.' },
        { title: 'Wyrównane tabele', text: 'Kolumny tabel są dopełniane tak, by pionowe kreski były wyrównane w źródle.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej Markdown do pola Kod wejściowy, razem z front matter.' },
        { text: 'Kliknij Formatuj kod. Prettier parsuje dokument do drzewa składni Markdownu.' },
        { text: 'Drzewo jest zapisywane z zawiniętymi akapitami, ujednoliconymi listami i wyrównanymi tabelami.' },
        { text: 'Skopiuj wynik do README lub pliku dokumentacji.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Jeśli w twoim projekcie każde zdanie jest w osobnym wierszu, nie przyjmuj zawiniętego wyniku; te dwie konwencje się wykluczają.' },
        { text: 'Dodawaj oznaczenie języka do bloków kodu (```bash, ```json), żeby miały podświetlanie składni.' },
        { text: 'Używaj jednego H1 na dokument i nie pomijaj poziomów nagłówków; zależą od tego czytniki ekranu i spisy treści.' },
        { text: 'Po przeformatowaniu sprawdź wyrenderowaną stronę: HTML w Markdownie zostaje bez zmian.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Porządkowanie plików README i CHANGELOG przed wydaniem.' },
        { text: 'Przygotowanie stron dla MkDocs, Docusaurus lub innych statycznych serwisów z dokumentacją.' },
        { text: 'Porządkowanie opisów pull requestów i stron wiki.' },
        { text: 'Wyrównywanie dużych tabel Markdownu bez liczenia spacji.' },
      ],
    },
  ],
};
