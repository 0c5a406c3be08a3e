import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Compare page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Jak działa porównywarka JSON',
      paragraphs: [
        'Dwa dokumenty JSON mogą mieć tę samą treść, a wyglądać zupełnie inaczej: jeden zminifikowany, drugi z wcięciami z tabulatorów. Dlatego porównywarka JSON parsuje oba wejścia i przed porównaniem wypisuje je z tym samym wcięciem 2 spacji, więc sam układ nigdy nie liczy się jako różnica. Jeśli któraś strona nie jest poprawnym JSON, komunikat błędu wskazuje problem, zamiast tworzyć mylący diff.',
        'Znormalizowane dokumenty są następnie porównywane wiersz po wierszu. Niezmienione wiersze stoją obok siebie. Gdy usunięty wiersz i wiersz dodany dalej mają ponad połowę znaków wspólnych, są pokazywane w jednym rzędzie jako zmienione, z podświetlonymi zmienionymi znakami po każdej stronie. Każdy inny wiersz pojawia się jako usunięty po lewej lub dodany po prawej, naprzeciw pustego rzędu.',
      ],
    },
    {
      heading: 'Opcje',
      items: [
        { title: 'Ignoruj kolejność kluczy', text: 'Sortuje klucze obiektów po obu stronach przed porównaniem – dla serializatorów, które zapisują właściwości w zmiennej kolejności. Kolejność w tablicach nadal się liczy.' },
        { title: 'Ignoruj białe znaki', text: 'Różnice w liczbie odstępów, na przykład podwójne spacje w wartości tekstowej, przestają się liczyć.' },
        { title: 'Ignoruj wielkość liter', text: 'Traktuje „Active” i „active” jako równe, zarówno w kluczach, jak i w wartościach.' },
        { title: 'Widok kontekstu', text: 'Ukrywa długie ciągi niezmienionych wierszy i zostawia po trzy wiersze wokół każdej zmiany, co pomaga przy dużych payloadach.' },
      ],
    },
    {
      heading: 'Czytanie i eksport wyniku',
      items: [
        { text: 'Licznik pokazuje liczbę różnic: każdy wiersz, który nie jest niezmieniony, liczy się raz.' },
        { text: 'Naciśnij n i p, aby przejść do następnej i poprzedniej różnicy.' },
        { text: 'Eksportuj PDF zapisuje pełny diff, każdy wiersz obu stron, jako tekst z możliwością wyszukiwania, na tylu stronach, ile potrzeba.' },
        { text: 'Edytuj dane wejściowe przywraca oba pola tekstowe z Twoimi dokumentami, gotowe do kolejnego porównania.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Porównanie odpowiedzi API z oczekiwanym payloadem testu kontraktowego.' },
        { text: 'Wychwycenie, co zmieniło się między dwiema wersjami pliku konfiguracyjnego lub pliku feature flag.' },
        { text: 'Sprawdzenie odpowiedzi przed wdrożeniem i po nim albo przed aktualizacją biblioteki i po niej.' },
        { text: 'Dołączenie PDF z różnicami do zgłoszenia błędu.' },
      ],
    },
  ],
};
