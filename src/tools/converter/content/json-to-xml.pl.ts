import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to XML page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Mapowanie, które da się odwrócić',
      paragraphs: [
        'XML ma atrybuty, tekst i powtarzające się elementy; JSON ma obiekty, tablice i wartości z typami. Ten konwerter używa w obu kierunkach jednego opisanego mapowania – tego samego, które czyta narzędzie XML do JSON – więc dokument przekonwertowany tam i z powrotem zachowuje elementy, atrybuty i tekst.',
      ],
    },
    {
      heading: 'Mapowanie',
      items: [
        { title: 'Klucze', text: 'Każdy klucz staje się elementem podrzędnym o tej nazwie: {"title": "Dune"} to <title>Dune</title>.' },
        { title: 'Klucze @', text: 'Klucz zaczynający się od @ staje się atrybutem: {"book": {"@id": "b1"}} to <book id="b1"/>.' },
        { title: '#text', text: 'Klucz #text zawiera tekst elementu, który ma też atrybuty lub elementy podrzędne.' },
        { title: 'Tablice', text: 'Tablica jest zapisywana jako powtórzone elementy z kluczem jako nazwą.' },
        { title: 'Korzeń', text: 'Obiekt z jednym kluczem jest elementem głównym; każdy inny dokument jest opakowany w <root>, a elementy tablicy w <item>.' },
      ],
    },
    {
      heading: 'Konwersja',
      layout: 'steps',
      items: [
        { text: 'Wklej JSON do panelu Dane wejściowe JSON.' },
        { text: 'Kliknij Konwertuj, aby otrzymać XML z wcięciami i deklaracją XML.' },
        { text: 'Przeczytaj uwagi o wszystkim, czego XML nie potrafi wyrazić.' },
        { text: 'Skopiuj XML albo pobierz converted.xml.' },
      ],
    },
    {
      heading: 'Czego XML nie wyrazi',
      items: [
        { text: 'Liczby i wartości logiczne stają się tekstem; po konwersji z powrotem dają napisy, chyba że włączono tam Rozpoznawaj typy. Duże liczby całkowite zachowują każdą cyfrę.' },
        { text: 'null staje się pustym elementem, a pusta tablica nie ma żadnych elementów.' },
        { text: 'Tablicy z jednym elementem nie da się w XML odróżnić od pojedynczej wartości.' },
        { text: 'W kluczach, które nie są nazwami XML, jak "first name" czy "1st", pozostałe znaki są zastępowane przez _.' },
      ],
    },
  ],
};
