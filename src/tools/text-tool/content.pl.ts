import type { ToolContent } from '../../content/types';

/** Static text of the Format & Diff page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Co robi Formatuj i diff',
      paragraphs: [
        'Formatuj i diff wypisuje JSON, XML lub HTML ponownie z czystymi wcięciami, a potem pokazuje obok siebie, czym wynik różni się od tego, co wkleiłeś. Odpowiada na dwa pytania naraz: jak wygląda sformatowany dokument i co dokładnie zmieniło formatowanie?',
      ],
    },
    {
      heading: 'Zasady formatowania',
      items: [
        { title: 'JSON', text: 'Parsowany i wypisywany ponownie z wcięciem dwóch spacji.' },
        { title: 'XML', text: 'Wcinany od nowa znacznik po znaczniku, jeden poziom na zagnieżdżony element.' },
        { title: 'HTML', text: 'Wcinany od nowa według znaczników, w ten sam prosty sposób co XML.' },
        { title: 'Błędy', text: 'Dane, których nie da się odczytać, są zgłaszane jako „Niepoprawny format JSON”, „Niepoprawny format XML” lub „Niepoprawny format HTML”.' },
      ],
    },
    {
      heading: 'Jak z tego korzystać',
      layout: 'steps',
      items: [
        { text: 'Wybierz JSON, XML lub HTML.' },
        { text: 'Wklej swoje dane.' },
        { text: 'Przeczytaj sformatowany wynik w panelu wyniku.' },
        { text: 'Sprawdź w widoku diff każdy wiersz, który formatowanie dodało, usunęło lub zmieniło.' },
      ],
    },
    {
      heading: 'Kiedy się przydaje',
      items: [
        { text: 'Sprawdzenie, czy plik był już sformatowany: pusty diff oznacza, że nic się nie zmieniło.' },
        { text: 'Pokazanie koledze, czego dotyka ponowne formatowanie, zanim je zacommitujesz.' },
        { text: 'Szybkie przełączanie między trzema typami bez opuszczania strony.' },
        { text: 'Do formatowania produkcyjnego ze ścisłą walidacją użyj raczej dedykowanych formaterów JSON, XML i HTML.' },
      ],
    },
  ],
};
