import type { ToolContent } from '../../../content/types';

/** Static text of the XML Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie XML ma znaczenie',
      paragraphs: [
        'Komunikaty SOAP, kanały RSS, mapy witryn, pliki POM Mavena i eksportowane konfiguracje często przychodzą jako jeden wiersz XML. Wcięcia odsłaniają drzewo elementów: widać, do którego elementu należy wartość i gdzie kończy się blok.',
        'Sprawdzenie poprawności składniowej wyłapuje niezamknięte znaczniki, różną wielkość liter w znacznikach zamykających i niezakodowane znaki &, zanim zrobi to system, który odbiera dokument.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Układ jak w xmllint --format', text: 'Dwie spacje na poziom i jeden element w wierszu tam, gdzie element zawiera tylko elementy podrzędne: wcięcia znane z libxml2.' },
        { title: 'Treść bez zmian', text: 'Treść mieszana, tekst, sekcje CDATA, komentarze, instrukcje przetwarzania i deklaracja XML zostają tak, jak zostały zapisane. Białe znaki wewnątrz tekstu nigdy nie są ruszane.' },
        { title: 'Dokładne błędy', text: 'Niepoprawne dane są zgłaszane jako „Nieprawidłowy XML:”, a po tym opis problemu z wierszem i kolumną.' },
        { title: 'Szybko przy dużych plikach', text: 'Dokumenty o rozmiarze wielu megabajtów są formatowane w workerze w tle i pokazywane jako zwijane drzewo.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej dokument lub fragment XML do panelu Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Parser sprawdza zagnieżdżenie, cudzysłowy atrybutów, odwołania do encji i to, czy każdy znacznik otwierający jest zamknięty.' },
        { text: 'Elementy zawierające tylko elementy podrzędne są rozbijane na osobne wiersze; elementy z tekstem zachowują go w swoim wierszu.' },
        { text: 'Zwiń elementy, których nie potrzebujesz, i skopiuj wynik.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Poprawny składniowo to nie to samo co zgodny ze schematem: w buildzie sprawdzaj dokument także względem jego XSD lub DTD.' },
        { text: 'Nie zmieniaj wcięć podpisanego XML (XML-DSig, asercje SAML): zmienione białe znaki psują podpis.' },
        { text: 'Używaj CDATA dla osadzonego kodu lub znaczników zamiast kodować każdy znak < i &.' },
        { text: 'Deklaruj kodowanie w deklaracji XML, jeśli dokument nie jest w UTF-8.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Debugowanie żądań i odpowiedzi SOAP przechwyconych z logów lub przez proxy.' },
        { text: 'Czytanie pom.xml, web.config, layoutów Androida i innych konfiguracji XML.' },
        { text: 'Ręczne sprawdzanie kanałów RSS i Atom, map witryn i plików SVG.' },
        { text: 'Przygotowanie dwóch eksportów do porównania obok siebie w porównywarce XML.' },
      ],
    },
  ],
};
