import type { ToolContent } from '../../../content/types';

/** Static text of the XML to JSON page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dane XML jako JSON',
      paragraphs: [
        'Odpowiedzi SOAP, kanały RSS, pliki POM Mavena i faktury w UBL to XML, a skrypty i frontendy wolą JSON. Ta strona odczytuje dokument XML w Twojej przeglądarce i zapisuje go jako JSON z mapowaniem, które narzędzie JSON do XML odwraca.',
      ],
    },
    {
      heading: 'Zasady mapowania',
      items: [
        { title: 'Elementy', text: 'Element główny to jedyny klucz najwyższego poziomu; element zawierający tylko tekst staje się napisem, a pusty element "".' },
        { title: 'Atrybuty', text: 'Atrybuty stają się kluczami z prefiksem @, na przykład "@currency": "EUR"; prefiksy przestrzeni nazw pozostają częścią nazwy.' },
        { title: 'Tekst obok znaczników', text: 'Gdy element ma atrybuty lub elementy podrzędne, jego tekst trafia pod "#text"; sekcje CDATA liczą się jako tekst.' },
        { title: 'Powtórzenia', text: 'Elementy podrzędne o tej samej nazwie stają się jedną tablicą, w kolejności z dokumentu.' },
        { title: 'Encje', text: 'Pięć encji XML i odwołania znakowe, takie jak &#233;, są dekodowane.' },
      ],
    },
    {
      heading: 'Z XML do JSON w czterech krokach',
      layout: 'steps',
      items: [
        { text: 'Wklej XML do panelu Dane wejściowe XML albo upuść na niego plik.' },
        { text: 'Włącz Rozpoznawaj typy, jeśli liczby i true/false mają stać się wartościami JSON.' },
        { text: 'Kliknij Konwertuj; niepoprawny dokument jest zgłaszany z wierszem i kolumną.' },
        { text: 'Skopiuj JSON albo pobierz converted.json.' },
      ],
    },
    {
      heading: 'Co zostaje pominięte',
      items: [
        { text: 'Komentarze, instrukcje przetwarzania i DOCTYPE nie są danymi i są pomijane, z uwagą.' },
        { text: 'Jeśli elementy podrzędne o różnych nazwach się przeplatają (a, b, a), każda nazwa jest grupowana, więc ich przeplot ginie.' },
        { text: 'Tekst mieszany wokół elementów podrzędnych jest przycinany i łączony w jedną wartość #text.' },
        { text: 'Encje zadeklarowane w DTD nie są rozwijane: dokument jest odrzucany z nazwą encji.' },
      ],
    },
  ],
};
