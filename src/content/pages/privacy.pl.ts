import type { LegalPage } from './privacy';

/** Teksty strony „Polityka prywatności”. */
export const privacy: LegalPage = {
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Podsumowanie',
      paragraphs: [
        'DevToolbox przetwarza wszystko, co wkleisz, wpiszesz lub otworzysz w jego narzędziach, we własnej przeglądarce. Nic, co wprowadzisz, nie jest wysyłane do nas ani do nikogo innego i nic nie jest przechowywane na serwerze. Nie potrzebujesz konta i nie pytamy, kim jesteś.',
      ],
    },
    {
      heading: 'Treści, które wklejasz lub otwierasz',
      paragraphs: [
        'Całe przetwarzanie treści wklejonych do narzędzia lub otwartych z pliku odbywa się w przeglądarce: formatowanie, walidacja, porównywanie, eksport do PDF oraz generowanie danych testowych i rekordów JSON. Otwierane pliki są odczytywane lokalnie przez przeglądarkę i nie są nigdzie wysyłane.',
        'Nic, co wkleisz, nie jest przesyłane przez sieć. Formatery przechowują Twoje ostatnie dane wejściowe na Twoim urządzeniu, aby zostały po przeładowaniu strony (zob. „Dane przechowywane na Twoim urządzeniu”); pozostałe narzędzia nie przechowują niczego: gdy zamkniesz lub przeładujesz ich stronę, treść znika, chyba że sam ją skopiowałeś lub pobrałeś.',
      ],
    },
    {
      heading: 'Zainstalowana aplikacja',
      paragraphs: [
        'Przeglądarka może zaproponować instalację DevToolbox jako aplikacji. Po instalacji aplikacja może otwierać pliki z komputera w odpowiednim narzędziu, na przykład plik .json w formaterze JSON: przeglądarka przekazuje plik stronie, która odczytuje go na Twoim urządzeniu dokładnie tak jak przy „Otwórz plik”. Nic nie jest wysyłane.',
        'Tekst udostępniony zainstalowanej aplikacji z innej aplikacji odbiera service worker tej strony na Twoim urządzeniu; przechowuje go w pamięci podręcznej przeglądarki (cache storage) tylko do chwili, gdy otworzy go strona narzędzia, a potem go usuwa. Tekst nigdy nie staje się częścią adresu i nigdy nie jest wysyłany na serwer. Instalacja aplikacji nie dodaje śledzenia ani żądań do innych domen.',
      ],
    },
    {
      heading: 'Żądania sieciowe',
      paragraphs: [
        'Domyślnie strona nie wysyła danych analitycznych, raportów błędów ani danych o wydajności i nie wysyła żądań do innych domen. Czcionki są hostowane lokalnie, a silniki formaterów są ładowane z tej samej witryny co strony.',
        'Jak każda witryna, serwer dostarczający strony otrzymuje zwykłe techniczne dane żądania, takie jak adres IP, typ przeglądarki i żądana strona, aby móc ją wysłać. Treści wklejane lub otwierane w narzędziach nigdy nie są częścią tych żądań.',
        'Podmiot prowadzący daną kopię witryny może umieścić obok jej stron plik ustawień (config.json); każda strona odczytuje go wtedy z tej samej witryny podczas ładowania. Zawiera on wyłącznie wybory tego operatora: narzędzia do ukrycia, adres kontaktowy i komunikat na stronie głównej. Żądanie nie zawiera niczego o Tobie ani o Twoich danych, a po pierwszej wizycie kopia pliku jest przechowywana razem z plikami offline witryny.',
      ],
    },
    {
      heading: 'Opcjonalna analityka i raportowanie błędów',
      paragraphs: [
        'Operator wdrożenia DevToolbox może podczas budowania włączyć dowolne z następujących funkcji: analitykę stron (odsłony, z zanonimizowanym adresem IP), zdarzenia użycia narzędzi (na przykład rozpoczęcie lub zakończenie formatowania), raporty błędów oraz metryki wydajności, takie jak czasy ładowania strony.',
        'Te zdarzenia nigdy nie zawierają Twoich danych: żadnego wklejonego kodu, żadnych wygenerowanych wartości ani zawartości plików. Jeśli są włączone, trafiają do usługi analitycznej lub usługi raportowania błędów skonfigurowanej przez operatora, która przetwarza je na własnych warunkach i może używać plików cookie.',
      ],
    },
    {
      heading: 'Opinie',
      paragraphs: [
        'Jeśli dla wdrożenia skonfigurowano adres odbioru opinii, formularz opinii wysyła wpisane imię, adres e-mail i wiadomość, i nic więcej, abyśmy mogli je przeczytać i odpowiedzieć. Jeśli adres nie jest skonfigurowany, formularz otwiera Twój własny program pocztowy i nic nie jest wysyłane, dopóki sam nie wyślesz wiadomości.',
      ],
    },
    {
      heading: 'Dane przechowywane na Twoim urządzeniu',
      paragraphs: [
        'Preferencja motywu i ustawienia narzędzi są przechowywane w localStorage przeglądarki na Twoim urządzeniu, aby były dostępne przy następnej wizycie: preferencja motywu, wybrany język (w menu języka lub w propozycji zmiany języka), opcje porównywania (ignorowanie białych znaków, wielkości liter i kolejności kluczy; wyróżnianie słów lub znaków; widok, układ i wiersze kontekstu), schemat generatora JSON, opcje formatera każdego języka (wcięcie, szerokość wiersza, minifikacja, sortowanie kluczy, dialekt SQL), ustawienie formatowania przy wklejaniu oraz ustawienia widoku wyniku formatera (zawijanie wierszy, kolorowanie składni). Nigdy nie są nigdzie wysyłane. Domyślnie strona nie ustawia żadnych plików cookie.',
        'Każdy formater przechowuje też ostatnie wprowadzone dane w bazie IndexedDB „devtoolbox” przeglądarki na Twoim urządzeniu: ostatnie dane wejściowe każdego formatera, do 5 MB każde, pod nazwą narzędzia, dopóki nie klikniesz Wyczyść. Dane powyżej 5 MB nie są przechowywane i strona o tym informuje. Ten tekst nigdy nie jest nigdzie wysyłany. Przycisk Wyczyść formatera opróżnia pole wejściowe i usuwa zapisaną kopię oraz opcje danego języka.',
        'W każdej chwili możesz usunąć wszystko, co przechowuje strona, czyszcząc dane tej witryny w ustawieniach przeglądarki.',
        'Aby narzędzia działały także bez połączenia, po pierwszej wizycie strona przechowuje kopię własnych stron i silników formaterów w pamięci podręcznej przeglądarki (cache storage). Ta kopia zawiera wyłącznie pliki witryny (oraz, przez chwilę, tekst udostępniony zainstalowanej aplikacji, zob. „Zainstalowana aplikacja”), nigdy nic z tego, co wprowadzisz do narzędzia, i jest usuwana razem z pozostałymi danymi tej witryny.',
      ],
    },
    {
      heading: 'Linki do udostępniania',
      paragraphs: [
        'Link do udostępnienia z generatora JSON przenosi listę pól (nazwy, typy i opcje) w części adresu po znaku #, której przeglądarki nie wysyłają do żadnego serwera, i nic nie jest przechowywane po naszej stronie. Każdy, komu przekażesz link, może odczytać tę listę pól.',
        'Link do udostępnienia z formatera przenosi Twoje dane wejściowe (skompresowane, nie zaszyfrowane) i opcje danego języka w tej samej części adresu po znaku #, więc dane nigdy nie docierają na serwer, także nasz; linki są ograniczone do 64 KB. Każdy, komu przekażesz link, może odczytać dane wejściowe, a pozostają one w historii przeglądarki osoby, która go otworzy.',
      ],
    },
    {
      heading: 'Schowek',
      paragraphs: [
        'Strona zapisuje do schowka tylko wtedy, gdy o to poprosisz: gdy klikniesz przycisk kopiowania albo gdy wygenerujesz wartość w generatorze danych testowych, która jest kopiowana automatycznie.',
      ],
    },
    {
      heading: 'Dzieci',
      paragraphs: ['DevToolbox jest narzędziem dla programistów i testerów i nie jest skierowany do dzieci. Ponieważ za pomocą narzędzi nie zbieramy żadnych danych osobowych, nie mamy też żadnych danych o dzieciach.'],
    },
    {
      heading: 'Zmiany tej polityki',
      paragraphs: [
        'Jeśli zmieni się sposób, w jaki strona obchodzi się z danymi, ta strona zostanie zaktualizowana, a data na górze się zmieni. Każdy nowy rodzaj wysyłanych danych zostanie tu opisany.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Pytania dotyczące prywatności możesz wysłać na adres kontaktowy podany w stopce lub przez formularz opinii.'],
    },
  ],
};
