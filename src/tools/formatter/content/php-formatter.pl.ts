import type { ToolContent } from '../../../content/types';

/** Static text of the PHP Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie PHP ma znaczenie',
      paragraphs: [
        'Projekty PHP często niosą lata mieszanych stylów, od szablonów przeplatających PHP i HTML po nowoczesne klasy z typami. Standardy kodowania PHP-FIG (PSR-12 i jego następca, PER Coding Style) opisują wspólny układ; stosowany automatycznie sprawia, że review dotyczy zachowania.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Wtyczka PHP do Prettiera', text: 'Formatowanie przez @prettier/plugin-php, z wcięciem o 4 spacje, jak wymagają PSR-2 i jego następcy.' },
        { title: 'Nawiasy w stylu PER', text: 'Otwierające nawiasy klamrowe klas, funkcji i metod trafiają do osobnego wiersza; struktury sterujące zostawiają je w tym samym wierszu.' },
        { title: 'Końcowe przecinki', text: 'Wielowierszowe tablice, listy argumentów i listy parametrów dostają końcowy przecinek, więc dodanie elementu zmienia jeden wiersz.' },
        { title: 'Nowoczesna składnia PHP 8', text: 'Obsługiwane są enumy, wyrażenia match, atrybuty, argumenty nazwane, readonly i właściwości z typami.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej kod PHP, zaczynając od znacznika <?php, do pola Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Wtyczka parsuje kod do drzewa składni PHP.' },
        { text: 'Prettier zapisuje drzewo w układzie w stylu PER i zgłasza błędy składni w polu błędu.' },
        { text: 'Skopiuj sformatowany plik.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Zaczynaj dane od <?php: wszystko poza znacznikami PHP to HTML, więc kod bez znacznika jest zapisywany bez zmian.' },
        { text: 'Pomijaj zamykający znacznik ?> w plikach zawierających tylko PHP; unikasz w ten sposób przypadkowych białych znaków w odpowiedzi.' },
        { text: 'WordPress ma własny standard kodowania z wcięciami tabulatorami, więc wynik dla kodu WordPressa będzie się od niego różnił.' },
        { text: 'Dodaj PHP_CodeSniffer lub PHP-CS-Fixer do CI dla reguł, których formater nie obejmuje, np. nazewnictwa.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Porządkowanie starszego kodu PHP przed refaktoryzacją lub aktualizacją wersji PHP.' },
        { text: 'Przegląd klas Laravela i Symfony skopiowanych ze zgłoszeń lub czatu.' },
        { text: 'Formatowanie kodu wtyczek i motywów przed czytaniem.' },
        { text: 'Przygotowanie fragmentów PHP do dokumentacji.' },
      ],
    },
  ],
};
