import type { ToolContent } from '../../content/types';

/** Static text of the XPath Tester page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Zadaj pytanie dokumentowi XML',
      paragraphs: [
        'Odpowiedzi SOAP, buildy Mavena, manifesty Androida, faktury UBL i kanały RSS to XML, a najszybszy sposób, by coś w nich znaleźć, to wyrażenie XPath: artifactId każdej zależności, suma pozycji faktury, wpisy kanału, które wspominają o Marsie. Ta strona oblicza wyrażenie podczas pisania i wymienia każdy wybrany węzeł wraz z jego miejscem w dokumencie.',
      ],
    },
    {
      heading: 'Co otrzymujesz',
      items: [
        { title: 'libxml2, jak xmllint', text: 'Każde wyrażenie, które XPath 1.0 potrafi obliczyć, oblicza libxml2 skompilowany do WebAssembly, czyli biblioteka, na której działa xmllint, więc wyniki są takie same jak w twoich skryptach.' },
        { title: 'Także XPath 3.1', text: 'Wyrażenia wymagające XPath 3.1, takie jak for, operator !, string-join czy mapy, oblicza fontoxpath; strona mówi, który silnik odpowiedział.' },
        { title: 'Gdzie jest każdy węzeł', text: 'Każdy węzeł ma swoją ścieżkę lokalizacji, np. /rss/channel/item[3]/title, oraz wiersz i kolumnę; kliknięcie ustawia na nim kursor w dokumencie.' },
        { title: 'Przestrzenie nazw', text: 'Prefiksy zadeklarowane w dokumencie działają bez zmian. Powiąż kolejne, albo prefiks dla domyślnej przestrzeni nazw, w polu Przestrzenie nazw jako prefiks=URI.' },
        { title: 'Wyniki podczas pisania', text: 'Wyrażenie uruchamia się chwilę po tym, jak przestaniesz pisać, Enter uruchamia je od razu, a dokument zostaje w workerze między zapytaniami, więc duży dokument jest parsowany tylko raz.' },
      ],
    },
    {
      heading: 'Odpytywanie dokumentu',
      layout: 'steps',
      items: [
        { text: 'Wklej XML do edytora Wejściowy XML, otwórz plik lub upuść go na edytor.' },
        { text: 'Wpisz wyrażenie XPath, na przykład //item/title lub count(//dependency).' },
        { text: 'Wybierz wynik, aby zobaczyć go w dokumencie; Pobierz wyniki zapisuje całą listę ze ścieżkami i wierszami.' },
        { text: 'Formater XML ma ten sam panel XPath obok swojego wyniku, dla dokumentu, który właśnie sformatowałeś.' },
      ],
    },
    {
      heading: 'Szczegóły',
      items: [
        { text: 'XPath nie ma domyślnej przestrzeni nazw elementów: w dokumencie z xmlns="…" (POM Mavena, SVG) powiąż prefiks z tym URI, np. pom=http://maven.apache.org/POM/4.0.0, i pisz //pom:dependency.' },
        { text: 'Liczby są zapisywane tak, jak zapisuje je XPath 1.0, niezależnie od tego, który silnik odpowiedział: 4799940000, 0.333333333333333, NaN.' },
        { text: 'Białe znaki między elementami są dla XPath częścią dokumentu, tak jak w xmllint: text() i node() je liczą.' },
        { text: 'Nic nie jest pobierane z sieci: encje zewnętrzne nigdy nie są rozwijane, a dokument zostaje w twojej przeglądarce.' },
      ],
    },
  ],
};
