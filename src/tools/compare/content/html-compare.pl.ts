import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Compare page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Jak działa porównywarka HTML',
      paragraphs: [
        'Ta sama strona może być serwowana zminifikowana przez jeden build, a z wcięciami przez inny. Porównywarka HTML przed porównaniem formatuje oba dokumenty Prettierem z ustawieniami formatera HTML, więc różnice we wcięciach i podziałach wierszy znikają, a zmienione elementy, atrybuty i teksty od razu widać.',
        'Po sformatowaniu dokumenty są porównywane wiersz po wierszu. Gdy wiersz oryginału i dalszy wiersz zmienionej wersji mają ponad połowę znaków wspólnych – na przykład znacznik ze zmienionym atrybutem class – są pokazywane jako jeden zmieniony rząd z podświetlonymi różniącymi się znakami. Pozostałe wiersze są wymienione jako usunięte lub dodane naprzeciw pustego rzędu.',
      ],
    },
    {
      heading: 'Opcje',
      items: [
        { title: 'Ignoruj białe znaki', text: 'Dodatkowe spacje wewnątrz wiersza, na przykład między atrybutami lub słowami, nie są zgłaszane.' },
        { title: 'Ignoruj wielkość liter', text: 'Teksty i wartości atrybutów różniące się tylko wielkością liter są uznawane za równe.' },
        { title: 'Widok kontekstu', text: 'Zwija niezmienione części długiej strony i zostawia trzy wiersze kontekstu wokół każdej zmiany.' },
        { title: 'Klawisze n i p', text: 'Przenoszą od razu do następnego lub poprzedniego zmienionego rzędu.' },
      ],
    },
    {
      heading: 'Czytanie i eksport wyniku',
      items: [
        { text: 'W każdym zmienionym rzędzie usunięte znaki są podświetlone po lewej, a dodane po prawej.' },
        { text: 'Licznik nad wynikiem liczy każdy zmieniony wiersz.' },
        { text: 'Eksportuj PDF zapisuje cały diff jako tekst z możliwością wyszukiwania, niezależnie od długości strony.' },
        { text: 'Kliknij Edytuj dane wejściowe, aby zmienić kod HTML i porównać ponownie.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Sprawdzenie, co zmiana w CMS lub szablonie zrobiła z wyrenderowanym HTML.' },
        { text: 'Porównanie HTML renderowanego po stronie serwera przed aktualizacją frameworka i po niej.' },
        { text: 'Przegląd zmian w szablonach e-maili HTML.' },
        { text: 'Ustalenie, dlaczego test snapshotowy komponentu nie przechodzi.' },
      ],
    },
  ],
};
