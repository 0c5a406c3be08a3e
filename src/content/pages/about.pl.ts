import type { AboutContent } from './about';

/** Teksty strony „O serwisie”. */
export const about: AboutContent = {
  story: [
    'DevToolbox powstał, bo najszybszym sposobem na sformatowanie odpowiedzi JSON albo porównanie dwóch plików konfiguracyjnych była często strona, która wysyła na serwer wszystko, co wkleisz. W przypadku danych z API, danych klientów czy wewnętrznej konfiguracji wiele zespołów nie może zaakceptować takiego ryzyka.',
    'Dlatego każde narzędzie działa tutaj w Twojej przeglądarce. Formatery, porównania i generatory pracują w workerach w tle strony, a to, co wkleisz, nigdy nie jest wysyłane na serwer ani przechowywane.',
    'Narzędzia powstały dla programistów i testerów, którym potrzebne są poprawne wyniki: formatery to prawdziwe silniki używane w edytorach i CI, porównania pomijają różnice w układzie, a dane testowe przechodzą tę samą walidację co dane produkcyjne.',
  ],
  features: [
    {
      title: 'Formatery kodu',
      text: 'Trzynaście języków, od bezstratnego JSON i XML w stylu xmllint po Prettier, sql-formatter z dziesięcioma dialektami, Ruff dla Pythona i clang-format dla C++.',
    },
    {
      title: 'Porównywarki',
      text: 'Porównania obok siebie dla JSON, XML, HTML, CSS i zwykłego tekstu, z wyróżnieniem na poziomie znaków, nawigacją z klawiatury i pełnym eksportem do PDF.',
    },
    {
      title: 'Dane testowe',
      text: 'Poprawne numery BSN, IBAN, numery paszportów, adresy i numery telefonów dla 36 krajów Europy oraz generator JSON do 10 000 rekordów.',
    },
  ],
  principles: [
    { title: 'Twoje dane należą do Ciebie', text: 'Nic, co wkleisz lub otworzysz, nie opuszcza przeglądarki. Domyślnie strona nie łączy się z żadną inną domeną, a czcionki są hostowane lokalnie.' },
    { title: 'Najpierw poprawność, potem wygoda', text: 'Wynik musi przejść prawdziwy walidator: JSON zachowuje dokładnie duże liczby, BSN przechodzą test jedenastkowy, IBAN-y przechodzą mod 97.' },
    { title: 'Prawdziwe silniki, nie przybliżenia', text: 'Tam, gdzie język ma powszechnie używany formater, uruchamiamy ten formater, zamiast samodzielnie poprawiać wcięcia.' },
    { title: 'Za darmo i anonimowo', text: 'Bez kont, bez rejestracji, bez płatnych planów.' },
    { title: 'Duże dane to norma', text: 'Pliki o rozmiarze wielu megabajtów są przetwarzane poza głównym wątkiem, więc strona reaguje płynnie podczas formatowania czy porównywania.' },
  ],
};
