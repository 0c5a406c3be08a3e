import type { ToolContent } from '../../../content/types';

/** Static text of the XML Compare page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Jak działa porównywarka XML',
      paragraphs: [
        'XML z różnych systemów rzadko ma ten sam układ: jeden zapisuje wszystko w jednym wierszu, inny robi wcięcia na cztery spacje. Porównywarka XML najpierw formatuje więc oba dokumenty tak jak formater XML – dwie spacje na poziom, jeden element w wierszu – tak aby zostały tylko prawdziwe zmiany elementów, atrybutów i tekstu. Niepoprawny XML po którejkolwiek stronie jest zgłaszany z wierszem i kolumną.',
        'Oba znormalizowane dokumenty są następnie porównywane wiersz po wierszu. Jeśli wiersz po lewej i dalszy wiersz po prawej mają ponad połowę znaków wspólnych – na przykład element ze zmienioną wartością atrybutu – są łączone w jeden zmieniony rząd, a dokładnie różniące się znaki są podświetlone. Wiersze bez takiej pary są pokazywane jako usunięte lub dodane obok pustego rzędu.',
      ],
    },
    {
      heading: 'Opcje',
      items: [
        { title: 'Ignoruj białe znaki', text: 'Ciągi spacji i tabulatorów liczą się jako jedna spacja, a spacje na początku i na końcu są pomijane, na przykład w treści tekstowej.' },
        { title: 'Ignoruj wielkość liter', text: 'Wielkość liter jest pomijana – przydatne, gdy jeden system zapisuje TRUE, a inny true.' },
        { title: 'Widok kontekstu', text: 'Pokazuje każdą zmianę z trzema wierszami otoczenia i zwija długie niezmienione fragmenty dużych dokumentów.' },
        { title: 'Nawigacja klawiaturą', text: 'n przechodzi do następnej różnicy, a p do poprzedniej.' },
      ],
    },
    {
      heading: 'Czytanie i eksport wyniku',
      items: [
        { text: 'Obie strony mają numery wierszy znormalizowanych dokumentów, więc zmianę znajdziesz też w sformatowanym wyniku.' },
        { text: 'Licznik różnic liczy usunięte, dodane i zmienione wiersze.' },
        { text: 'Eksportuj PDF tworzy wielostronicowy dokument z każdym wierszem obu stron jako tekstem, który można zaznaczać i przeszukiwać.' },
        { text: 'Edytuj dane wejściowe wraca do pól tekstowych bez utraty tego, co wkleiłeś.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Porównanie odpowiedzi SOAP ze środowiska testowego i produkcyjnego.' },
        { text: 'Przegląd zmian w pom.xml albo w plikach konfiguracyjnych Springa lub .NET.' },
        { text: 'Sprawdzenie przekształconego dokumentu względem oczekiwanego wyniku testu XSLT lub mapowania.' },
        { text: 'Ustalenie, co zmieniło się między dwoma eksportami tego samego feedu danych.' },
      ],
    },
  ],
};
