import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Compare page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Jak działa porównywarka CSS',
      paragraphs: [
        'Zminifikowany arkusz stylów i jego źródło nie są do siebie podobne, choć reguły mogą być identyczne. Porównywarka CSS przed porównaniem formatuje oba arkusze w ten sam sposób, z jedną deklaracją w wierszu, więc zmieniona wartość właściwości pojawia się jako pojedynczy wiersz, a nie jako cała przepisana reguła.',
        'Sformatowane arkusze są następnie porównywane wiersz po wierszu. Usunięta deklaracja i deklaracja dodana dalej są łączone jako zmienione, gdy zgadza się ponad połowa ich znaków – jak przy zmianie color: #333 na color: #222 – a zmienione znaki są podświetlone. Wiersze bez podobnej pary są oznaczone jako usunięte lub dodane naprzeciw pustego rzędu.',
      ],
    },
    {
      heading: 'Opcje',
      items: [
        { title: 'Ignoruj białe znaki', text: 'Różnice w liczbie odstępów wewnątrz wiersza, na przykład w komentarzu lub napisie, nie są liczone.' },
        { title: 'Ignoruj wielkość liter', text: 'Traktuje #FFF i #fff albo PX i px jako równe.' },
        { title: 'Widok kontekstu', text: 'Pokazuje tylko zmienione reguły z trzema wierszami wokół, aby długie arkusze pozostały czytelne.' },
        { title: 'Nawigacja', text: 'Użyj n, aby przejść do następnej różnicy, i p do poprzedniej.' },
      ],
    },
    {
      heading: 'Czytanie i eksport wyniku',
      items: [
        { text: 'Numery wierszy odnoszą się do sformatowanych arkuszy po każdej stronie.' },
        { text: 'Liczba różnic obejmuje usunięte, dodane i zmienione deklaracje oraz selektory.' },
        { text: 'PDF zawiera każdy wiersz obu stron jako tekst, rozłożony na tyle stron, ile potrzeba.' },
        { text: 'Edytuj dane wejściowe przywraca pola tekstowe, abyś mógł wkleić inną wersję.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Ustalenie, co zmieniło się między dwoma wydaniami motywu lub biblioteki komponentów.' },
        { text: 'Porównanie CSS z produkcji z lokalnym buildem, gdy jakiś styl się różni.' },
        { text: 'Przegląd wyniku po aktualizacji preprocesora lub wtyczki PostCSS.' },
        { text: 'Sprawdzenie, że refaktoryzacja nie zmieniła żadnej deklaracji.' },
      ],
    },
  ],
};
