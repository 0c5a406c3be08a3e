import type { HomeContent } from './home';

/** Teksty strony głównej. */
export const home: HomeContent = {
  heroTitle: 'Narzędzia dla programistów, które działają w przeglądarce',
  heroSubtitle:
    'Formatuj kod w 13 językach, porównuj JSON, XML, HTML, CSS i tekst oraz generuj poprawne dane testowe dla 36 krajów Europy. Za darmo, bez rejestracji, a nic, co wkleisz, nie opuszcza Twojego urządzenia.',
  benefits: [
    {
      title: 'Twoje dane zostają na Twoim urządzeniu',
      text: 'Formatowanie, porównywanie i generowanie odbywa się w przeglądarce. Nic, co wkleisz lub otworzysz, nie jest wysyłane ani przechowywane.',
    },
    {
      title: 'Prawdziwe formatery',
      text: 'Prettier, sql-formatter, Ruff, clang-format i bezstratny formater JSON: te same silniki, których programiści używają lokalnie i w CI.',
    },
    {
      title: 'Dane testowe, które przechodzą walidację',
      text: 'BSN przechodzą test jedenastkowy, IBAN-y mają prawdziwe kody banków i cyfry kontrolne, a numery telefonów pasują do krajowego planu numeracji.',
    },
    {
      title: 'Za darmo, bez konta',
      text: 'Każde narzędzie jest bezpłatne. Nie ma rejestracji, logowania ani limitów użycia.',
    },
  ],
  faq: [
    {
      q: 'Czy DevToolbox jest darmowy?',
      a: 'Tak. Każde narzędzie jest bezpłatne, nie trzeba zakładać konta i nie ma limitu, jak często z nich korzystasz.',
    },
    {
      q: 'Czy moje dane są gdzieś wysyłane?',
      a: 'Nie. Wszystko, co wkleisz lub otworzysz, jest przetwarzane w przeglądarce, w workerach działających w tle tej strony. Nic nie trafia na serwer; formatery przechowują Twoje ostatnie dane wejściowe wyłącznie na Twoim urządzeniu, dopóki nie klikniesz Wyczyść. Domyślnie strona w ogóle nie wysyła żądań do innych domen; szczegóły znajdziesz w polityce prywatności.',
    },
    {
      q: 'Jak duże mogą być moje pliki?',
      a: 'Edytory przyjmują do 50 MB, a dokument JSON o rozmiarze 10 MB formatuje się w około sekundę. Pliki JSON i XML do 2 GB otwierają się w formaterach JSON i XML i są od razu formatowane, a porównywarka tekstu porównuje pliki do 2 GB każdy: oba narzędzia czytają plik w częściach, więc strona pozostaje responsywna. Wklejony tekst powyżej 50 MB idzie w tych narzędziach tą samą drogą. Bardzo duże dane w językach obsługiwanych przez Prettier trwają dłużej, bo te formatery budują pełne drzewo składni.',
    },
    {
      q: 'Jakie języki mogę formatować?',
      a: 'JSON, XML, HTML, CSS, SQL (dziesięć dialektów, w tym PostgreSQL, MySQL, T-SQL i PL/SQL), JavaScript, TypeScript, Python, Java, C++, Markdown, PHP i YAML.',
    },
    {
      q: 'Czy wygenerowane numery IBAN to prawdziwe konta bankowe?',
      a: 'Nie. Mają poprawną strukturę, prawdziwy kod banku i prawidłowe cyfry kontrolne, więc walidatory je akceptują, ale numer rachunku jest losowy. Ponieważ losowy numer może przypadkiem pasować do istniejącego konta, nigdy nie używaj go do prawdziwej płatności.',
    },
    {
      q: 'Czy działa offline?',
      a: 'Tak, po pierwszej wizycie. Pierwsza wizyta wymaga połączenia; gdy strona się załaduje, przeglądarka zachowuje kopię każdej strony i silnika formatera, więc wszystkie narzędzia działają dalej bez połączenia. Gdy znów jesteś online, używana jest najnowsza wersja.',
    },
    {
      q: 'Jak działa porównywanie?',
      a: 'Oba wejścia są najpierw normalizowane zgodnie z ich typem (JSON jest wypisywany ponownie z tym samym wcięciem, XML, HTML i CSS są formatowane w ten sam sposób), a potem porównywane wiersz po wierszu. Podobne wiersze, mające ponad połowę znaków wspólnych, są pokazywane jako zmienione, z wyróżnionymi zmienionymi znakami. Możesz ignorować białe znaki, wielkość liter lub kolejność kluczy JSON i wyeksportować pełny wynik do PDF.',
    },
    {
      q: 'Jakie ustawienia formatowania są używane?',
      a: 'Stałe, powszechnie stosowane ustawienia domyślne: dwie spacje dla JSON, XML i YAML, styl Prettiera z pojedynczymi cudzysłowami i średnikami dla JavaScriptu i TypeScriptu, słowa kluczowe wielkimi literami w SQL, styl Ruff zgodny z Black dla Pythona i styl LLVM dla C++.',
    },
  ],
  sectionIntros: {
    data: 'Generuj fikcyjne dane testowe, które przechodzą prawdziwą walidację, albo twórz tysiące rekordów JSON według własnego schematu.',
    formatters: 'Wklej kod, kliknij Formatuj i otrzymaj spójny, sprawdzony wynik, a błędy wskażą wiersz do poprawienia.',
    compare: 'Porównuj dwie wersje obok siebie po znormalizowaniu ich układu, z wyróżnionymi zmienionymi znakami i pełnym eksportem do PDF.',
    convert: 'Konwertuj między JSON, YAML, CSV i XML z zachowaniem każdej cyfry każdej liczby i uwagą o wszystkim, czego format docelowy nie może przechować.',
  },
};
