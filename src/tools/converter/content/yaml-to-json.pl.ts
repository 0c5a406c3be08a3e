import type { ToolContent } from '../../../content/types';

/** Static text of the YAML to JSON page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Odczyt YAML jako JSON',
      paragraphs: [
        'Wiele narzędzi przyjmuje tylko JSON: walidator schematów, jq, klient HTTP, loader fixtures do testów. Ta strona odczytuje plik YAML ze schematem core YAML 1.2 i zapisuje te same dane jako JSON z wcięciami, z zachowaniem kolejności kluczy i dokładnych cyfr dużych liczb.',
      ],
    },
    {
      heading: 'Jak odczytywany jest YAML',
      items: [
        { title: 'Kotwice i aliasy', text: 'Każdy *alias jest zastępowany kopią węzła nazwanego przez jego &kotwicę; węzeł odwołujący się do samego siebie jest odrzucany, bo JSON nie potrafi wyrazić cyklu.' },
        { title: 'Klucze scalania', text: '<<: *defaults kopiuje klucze scalanego mapowania, a klucze zapisane obok mają pierwszeństwo – tak jak oczekuje Docker Compose.' },
        { title: 'Typy YAML 1.2', text: 'yes, on i 2024-01-15 pozostają napisami; true, false, null, ~ oraz liczby takie jak 0x1F czy 1e3 stają się wartościami JSON.' },
        { title: 'Duże liczby całkowite', text: 'Liczba całkowita taka jak 123456789012345678901 jest zapisywana ze wszystkimi cyframi zamiast zaokrąglenia.' },
        { title: 'Kilka dokumentów', text: 'Plik z separatorami --- staje się tablicą JSON swoich dokumentów, o czym informuje uwaga.' },
      ],
    },
    {
      heading: 'Kroki',
      layout: 'steps',
      items: [
        { text: 'Wklej YAML do panelu Dane wejściowe YAML albo upuść na niego plik .yaml lub .yml.' },
        { text: 'Kliknij Konwertuj; błąd składni wskazuje wiersz i kolumnę, w których przerwano odczyt.' },
        { text: 'Sprawdź uwagi pod wynikiem – dotyczą wszystkiego, czego JSON nie mógł przechować.' },
        { text: 'Skopiuj JSON albo pobierz go jako converted.json.' },
      ],
    },
    {
      heading: 'Czego JSON nie przechowa',
      items: [
        { text: '.inf, -.inf i .nan nie mają postaci w JSON i są zapisywane jako null, każde wymienione w uwadze.' },
        { text: 'Klucz mapowania, który sam jest listą lub mapowaniem, staje się tekstem JSON tego klucza.' },
        { text: 'Komentarze oraz wybór stylu blokowego lub przepływowego to układ, a nie dane, i nie są zachowywane.' },
        { text: 'Własne tagi, takie jak !Ref, są odrzucane z komunikatem zamiast zgadywania.' },
      ],
    },
  ],
};
