import type { ToolContent } from '../../../content/types';

/** Tekst strony generatora JSON. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Funkcje',
      items: [
        { title: 'Do 10 000 rekordów', text: 'Generowane w workerze w tle ze wskaźnikiem postępu i wyświetlane na wirtualizowanej liście, która pozostaje szybka przy każdym rozmiarze.' },
        { title: 'Cztery formaty eksportu', text: 'Eksportuj rekordy jako JSON, NDJSON (jeden rekord w wierszu), CSV z zagnieżdżonymi polami spłaszczonymi do kolumn z kropkami lub instrukcje SQL INSERT.' },
        { title: 'Ziarna', text: 'To samo ziarno i ten sam schemat zawsze dają te same rekordy, więc zestaw danych testowych można odtworzyć dokładnie.' },
        { title: 'Linki do udostępniania', text: 'Link przenosi listę pól we fragmencie #, więc współpracownik otworzy ten sam schemat; nic nie jest przechowywane na serwerze.' },
        { title: 'Zapamiętany schemat', text: 'Schemat, liczba rekordów i ziarno zostają w pamięci lokalnej przeglądarki do następnej wizyty; wygenerowane rekordy nie.' },
      ],
    },
    {
      heading: 'Typy pól',
      paragraphs: ['Każde pole ma nazwę i jeden z 24 typów. Opcje zaawansowane doprecyzowują wartości.'],
      items: [
        { title: 'Tekst i tożsamość', text: 'Tekst, Imię i nazwisko, E-mail, Telefon i UUID.' },
        { title: 'Liczby i flagi', text: 'Liczba z minimum i maksimum (domyślnie od 18 do 100) oraz Wartość logiczna.' },
        { title: 'Miejsca i europejskie identyfikatory', text: 'Adres, Miejscowość, Kraj, IBAN, krajowy numer identyfikacyjny, numer VAT i BSN dla 36 krajów Europy, z poprawnymi cyframi kontrolnymi. W obrębie rekordu są zgodne z jego krajem; opcja Kraj ustala kraj pola.' },
        { title: 'Data i godzina', text: 'Data (RRRR-MM-DD), Godzina (GG:MM:SS) oraz Data i godzina (ISO 8601).' },
        { title: 'Sieć', text: 'URL, Adres IP i Kolor.' },
        { title: 'Struktura', text: 'Tablica z liczbą elementów (domyślnie 3) oraz Obiekt z własnymi zagnieżdżonymi polami.' },
        { title: 'Ograniczenia', text: 'Enum, wybierający z listy rozdzielonej przecinkami (domyślnie A, B, C), oraz Regex, tworzący ciągi pasujące do Twojego wzorca.' },
      ],
    },
    {
      heading: 'Szablony',
      items: [
        { title: 'Własny', text: 'Zacznij od id, name, age, email i isActive i zbuduj własny schemat.' },
        { title: 'Profil użytkownika', text: 'Imiona i nazwiska, dane kontaktowe, adres, kraj, data utworzenia i flaga aktywności.' },
        { title: 'Katalog produktów', text: 'Cena, kategoria jako enum, tagi, zagnieżdżona specyfikacja i stan magazynowy.' },
        { title: 'Szczegóły zamówienia', text: 'Pozycje z ilościami i cenami, suma, status i adres dostawy.' },
        { title: 'Wpis na blogu', text: 'Tytuł, treść, autor, tagi, komentarze i dane publikacji.' },
      ],
    },
    {
      heading: 'Wskazówki',
      items: [
        { text: 'Wybór szablonu zastępuje całą listę pól, więc najpierw zapisz własny schemat jako link do udostępnienia.' },
        { text: 'Używaj typu Enum dla pól statusu, aby każdy rekord miał wartość akceptowaną przez Twoją aplikację.' },
        { text: 'Ustaw realistyczne minimum i maksimum, np. cenę od 1 do 1000, aby dane przypominały produkcyjne.' },
        { text: 'Używaj NDJSON do importów strumieniowych i masowych API, a SQL do zasilenia lokalnej bazy danych.' },
        { text: 'W testach automatycznych ustal stałe ziarno, aby móc odtworzyć błędy.' },
      ],
    },
  ],
};
