import type { ToolContent } from '../../content/types';
import type { TargetText } from './page-text';

/** A types page's text, in Polish: why, what every record decides, how to use it, how it is checked, good to know. */
export function typesContent(t: TargetText): ToolContent {
  return {
    sections: [
      { heading: `Po co generować kod ${t.name} z Twoich danych`, paragraphs: [t.why] },
      {
        heading: 'Liczy się każdy rekord',
        items: [
          { title: 'Brakujące klucze', text: t.optional },
          { title: 'Wartości null', text: t.nullable },
          { title: 'Liczby', text: t.numbers },
          { title: 'Formaty i enumy', text: t.formats },
          { title: 'Nazwy', text: t.names },
        ],
      },
      {
        heading: 'Jak korzystać',
        layout: 'steps',
        items: [
          { text: `Wklej JSON, NDJSON, YAML lub CSV do panelu Dane albo otwórz lub upuść plik; przy generowaniu kodu ${t.name} pliki do 2 GB są wczytywane w częściach.` },
          { text: `Kliknij Generuj typy lub naciśnij Ctrl+Enter: pojawi się kod ${t.name} z kolorowaniem składni, a krótka informacja poda, ile rekordów wczytano.` },
          { text: `Zmień nazwę typu głównego i opcje: kod ${t.name} zostanie wygenerowany na nowo z tego, co już wczytano.` },
          { text: `Skopiuj kod ${t.name} lub go pobierz albo wybierz inny język: te same dane dadzą w nim te same typy.` },
        ],
      },
      { heading: 'Sprawdzone prawdziwym kompilatorem', paragraphs: [t.checked] },
      {
        heading: 'Warto wiedzieć',
        items: [
          { text: t.options },
          { text: `Niepoprawne dane wejściowe są zgłaszane z numerem wiersza i kolumny, a nic z nich nie trafia do kodu ${t.name}.` },
          { text: `Zużycie pamięci rośnie ze strukturą danych, nie z ich rozmiarem: milion rekordów o jednym kształcie daje te same typy ${t.name} co dziesięć.` },
          { text: `Twoje dane zostają w tej karcie: typy ${t.name} powstają w workerze w tle, a Anuluj natychmiast go zatrzymuje.` },
        ],
      },
    ],
  };
}
