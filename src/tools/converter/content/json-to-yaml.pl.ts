import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to YAML page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Z JSON do YAML bez niespodzianek',
      paragraphs: [
        'Konfigurację Kubernetesa, GitHub Actions, Ansible czy Docker Compose pisze się w YAML, a dane często powstają jako JSON z API lub skryptu. Ten konwerter zapisuje dokument JSON jako YAML w stylu blokowym, który po wczytaniu daje dokładnie te same dane.',
      ],
    },
    {
      heading: 'Zasady konwersji',
      items: [
        { title: 'Dokładne liczby', text: 'Liczby są przepisywane tak, jak je zapisano: 12345678901234567890 pozostaje całe, 1.0 zachowuje kropkę dziesiętną, a -0 znak. Konwerter oparty na JSON.parse zaokrągliłby każdą liczbę całkowitą powyżej 2^53.' },
        { title: 'Staranne cudzysłowy', text: 'Napisy takie jak "yes", "no", "on", "null", "1.5" czy "2024-01-15" są ujmowane w cudzysłowy, aby ani parser YAML 1.1, ani YAML 1.2 nie zamienił ich na wartości logiczne, liczby lub daty.' },
        { title: 'Kolejność kluczy', text: 'Klucze pojawiają się w kolejności z JSON, także te, które wyglądają jak liczby.' },
        { title: 'Puste kontenery', text: 'Puste obiekty i tablice są zapisywane jako {} i [], aby zachowały swój typ.' },
        { title: 'Zduplikowane klucze', text: 'YAML ich zabrania: wygrywa ostatnia wartość, jak w JSON.parse, a uwaga pod wynikiem podaje, ile pominięto.' },
      ],
    },
    {
      heading: 'Jak konwertować',
      layout: 'steps',
      items: [
        { text: 'Wklej JSON do panelu Dane wejściowe JSON albo otwórz lub upuść plik .json.' },
        { text: 'Kliknij Konwertuj lub naciśnij Ctrl+Enter; niepoprawny JSON jest zgłaszany z wierszem i kolumną.' },
        { text: 'Przeczytaj YAML w panelu wyniku, zwijaj sekcje lub przeszukuj go funkcją Znajdź.' },
        { text: 'Skopiuj YAML albo pobierz go jako converted.yaml.' },
      ],
    },
    {
      heading: 'Warto wiedzieć',
      items: [
        { text: 'Wcięcie to dwie spacje, a myślniki sekwencji są wcięte pod swoim kluczem – układ akceptowany przez większość linterów.' },
        { text: 'Napisy wielowierszowe są zapisywane w podwójnych cudzysłowach z sekwencjami \\n, które każdy parser YAML rozumie tak samo.' },
        { text: 'Konwersja YAML z powrotem narzędziem YAML do JSON daje pierwotny dokument, sformatowany.' },
        { text: 'Dziesięć megabajtów JSON konwertuje się w workerze w tle w około sekundę; Anuluj zatrzymuje to natychmiast.' },
      ],
    },
  ],
};
