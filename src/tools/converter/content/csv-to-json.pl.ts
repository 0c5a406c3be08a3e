import type { ToolContent } from '../../../content/types';

/** Static text of the CSV to JSON page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Wiersze CSV jako obiekty JSON',
      paragraphs: [
        'Eksport z arkusza staje się tablicą JSON z jednym obiektem na wiersz, z kluczami z wiersza nagłówka. Domyślnie każda wartość pozostaje napisem, dokładnie jak w pliku, więc kody pocztowe jak 01234 i identyfikatory jak 007 zachowują zera wiodące.',
      ],
    },
    {
      heading: 'Zasady odczytu',
      items: [
        { title: 'RFC 4180', text: 'Pola w cudzysłowach mogą zawierać przecinki, podwojone cudzysłowy i podziały wierszy; akceptowane są końce wierszy CRLF, LF i CR oraz znacznik kolejności bajtów (BOM).' },
        { title: 'Wiersz nagłówka', text: 'Pierwszy rekord nazywa klucze; powtórzona nazwa dostaje przyrostek (_2), a pusta swoją pozycję (column3).' },
        { title: 'Nierówne wiersze', text: 'Brakujące komórki stają się pustymi napisami, a komórki poza nagłówkiem dostają nazwy według pozycji – każdy taki przypadek wymienia uwaga.' },
        { title: 'Rozpoznawaj typy', text: 'Po włączeniu true, false i null stają się wartościami JSON, a liczby w notacji JSON liczbami z dokładnymi cyframi.' },
      ],
    },
    {
      heading: 'Konwersja pliku',
      layout: 'steps',
      items: [
        { text: 'Wklej CSV do panelu Dane wejściowe CSV albo upuść na niego plik .csv.' },
        { text: 'Zdecyduj, czy rozpoznawać typy.' },
        { text: 'Kliknij Konwertuj; niezamknięty cudzysłów jest zgłaszany z wierszem, w którym zaczyna się jego pole.' },
        { text: 'Skopiuj tablicę rekordów albo pobierz ją jako converted.json.' },
      ],
    },
    {
      heading: 'Wskazówki',
      items: [
        { text: 'Nie włączaj rozpoznawania typów dla kodów i identyfikatorów: 0042 nie jest liczbą JSON i tak czy inaczej pozostaje napisem, ale 42 stałoby się liczbą.' },
        { text: 'Plik zapisany narzędziem JSON do CSV wczytuje się z powrotem jako płaskie rekordy z kluczami z kropkami, takimi jak address.city.' },
        { text: 'Pola rozdzielają tylko przecinki; eksporty rozdzielane średnikami najpierw przekonwertuj w arkuszu kalkulacyjnym.' },
        { text: 'Puste wiersze między rekordami są pomijane.' },
      ],
    },
  ],
};
