import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to CSV page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Rekordy JSON jako arkusz kalkulacyjny',
      paragraphs: [
        'Eksport z API to zwykle tablica obiektów. Arkusze kalkulacyjne, narzędzia BI i kreatory importu baz danych chcą CSV. Ten konwerter zapisuje jeden wiersz na obiekt i jedną kolumnę na pole, a pod wynikiem wymienia każde miejsce, w którym CSV musiał uprościć dane.',
      ],
    },
    {
      heading: 'Jak powstają kolumny',
      items: [
        { title: 'Nagłówek', text: 'Suma wszystkich kluczy w kolejności ich pierwszego wystąpienia, więc rekordy z dodatkowymi lub brakującymi polami nadal się wyrównują.' },
        { title: 'Zagnieżdżone obiekty', text: 'Spłaszczane do nazw kolumn z kropkami: {"address": {"city": "Utrecht"}} daje kolumnę address.city.' },
        { title: 'Tablice', text: 'Zapisywane jako tekst JSON w jednej komórce, na przykład ["a","b"], aby nic z ich zawartości nie zginęło.' },
        { title: 'Liczby i wartości logiczne', text: 'Przepisywane z dokładnymi cyframi; 12345678901234567890 nie jest zaokrąglane, a 1.50 zachowuje końcowe zero.' },
        { title: 'Cudzysłowy', text: 'RFC 4180: komórki z przecinkami, cudzysłowami lub podziałami wierszy są ujmowane w cudzysłowy, cudzysłowy są podwajane, wiersze kończą się CRLF.' },
      ],
    },
    {
      heading: 'Korzystanie z konwertera',
      layout: 'steps',
      items: [
        { text: 'Wklej tablicę obiektów JSON (pojedynczy obiekt daje jeden wiersz) do panelu Dane wejściowe JSON.' },
        { text: 'Zostaw ochronę przed formułami włączoną, chyba że plik trafi do programu, który nie jest arkuszem kalkulacyjnym.' },
        { text: 'Kliknij Konwertuj i przeczytaj uwagi pod CSV.' },
        { text: 'Pobierz converted.csv i otwórz go w Excelu, LibreOffice lub Arkuszach Google.' },
      ],
    },
    {
      heading: 'Ograniczenia CSV',
      items: [
        { text: 'null i brakujący klucz stają się pustą komórką; CSV nie ma sposobu, by je rozróżnić.' },
        { text: 'Ochrona przed formułami wstawia apostrof przed komórkami, które arkusz mógłby wykonać: zaczynającymi się od =, @, tabulatora lub powrotu karetki oraz od + lub -, chyba że następuje liczba lub numer telefonu, więc -12.5 i +31 6 12345678 pozostają bez zmian.' },
        { text: 'Elementy tablicy, które nie są obiektami, trafiają do kolumny o nazwie value.' },
        { text: 'Jeśli klucz zawiera już kropkę, może kolidować ze spłaszczoną kolumną; uwaga liczy takie komórki.' },
      ],
    },
  ],
};
