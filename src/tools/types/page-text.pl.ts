import { typesLayout } from './page-layout';

/** A types page's text in Polish. */
export const typesContent = typesLayout({
  whyHeading: (name) => `Po co generować kod ${name} z Twoich danych`,
  recordsHeading: 'Liczy się każdy rekord',
  titles: { optional: 'Brakujące klucze', nullable: 'Wartości null', numbers: 'Liczby', formats: 'Formaty i enumy', names: 'Nazwy' },
  stepsHeading: 'Jak korzystać',
  steps: {
    paste: (name) => `Wklej JSON, NDJSON, YAML lub CSV do panelu Dane albo otwórz lub upuść plik; przy generowaniu kodu ${name} pliki do 2 GB są wczytywane w częściach.`,
    make: (name) => `Kliknij Generuj typy lub naciśnij Ctrl+Enter: pojawi się kod ${name} z kolorowaniem składni, a krótka informacja poda, ile rekordów wczytano.`,
    adjust: (name) => `Zmień nazwę typu głównego i opcje: kod ${name} zostanie wygenerowany na nowo z tego, co już wczytano.`,
    copy: (name) => `Skopiuj kod ${name} lub go pobierz albo wybierz inny język: te same dane dadzą w nim te same typy.`,
  },
  checkedHeading: 'Sprawdzone prawdziwym kompilatorem',
  notesHeading: 'Warto wiedzieć',
  notes: {
    invalid: (name) => `Niepoprawne dane wejściowe są zgłaszane z numerem wiersza i kolumny, a nic z nich nie trafia do kodu ${name}.`,
    memory: (name) => `Zużycie pamięci rośnie ze strukturą danych, nie z ich rozmiarem: milion rekordów o jednym kształcie daje te same typy ${name} co dziesięć.`,
    privacy: (name) => `Twoje dane zostają w tej karcie: typy ${name} powstają w workerze w tle, a Anuluj natychmiast go zatrzymuje.`,
  },
});
