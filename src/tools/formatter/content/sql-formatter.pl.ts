import type { ToolContent } from '../../../content/types';

/** Static text of the SQL Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie SQL ma znaczenie',
      paragraphs: [
        'SQL często jest zapisany w jednym wierszu w kodzie aplikacji albo generowany przez ORM, więc złączenia, podzapytania i wyrażenia CTE zlewają się ze sobą. Gdy każda klauzula jest w osobnym wierszu, widać, co zapytanie wybiera, skąd i pod jakimi warunkami.',
        'SQL to też nie jeden język. Cytowanie identyfikatorów, symbole zastępcze parametrów i funkcje różnią się między bazami danych, więc formater musi znać dialekt, który czyta.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Dziesięć dialektów', text: 'Standardowy SQL, PostgreSQL, MySQL, MariaDB, SQLite, T-SQL (SQL Server), PL/SQL (Oracle), BigQuery, Snowflake i Amazon Redshift, formatowane przez sql-formatter.' },
        { title: 'Słowa kluczowe wielkimi literami', text: 'SELECT, FROM, WHERE i JOIN wyróżniają się na tle nazw tabel i kolumn.' },
        { title: 'Układ według klauzul', text: 'Każda klauzula zaczyna nowy wiersz, a listy kolumn, warunki i podzapytania są wcięte pod nią.' },
        { title: 'Tokeny zależne od dialektu', text: 'Identyfikatory MySQL w odwrotnych apostrofach, nazwy T-SQL w [nawiasach kwadratowych] oraz rzutowania :: i parametry $1 w PostgreSQL są odczytywane poprawnie. Komentarze zostają.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej jedno lub więcej poleceń do pola Kod wejściowy.' },
        { text: 'Wybierz dialekt, którego używa twoja baza danych.' },
        { text: 'Kliknij Formatuj kod. Zapytanie jest dzielone na tokeny i układane dla tego dialektu; nic nie jest wykonywane i nie następuje połączenie z żadną bazą danych.' },
        { text: 'Skopiuj sformatowany SQL z powrotem do kodu lub migracji.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Wybierz właściwy dialekt: składnia poprawna w MySQL, np. odwrotne apostrofy, może się nie sparsować jako standardowy SQL.' },
        { text: 'Pisz jawne klauzule JOIN … ON zamiast tabel rozdzielonych przecinkami w FROM.' },
        { text: 'Wymieniaj potrzebne kolumny zamiast SELECT *, żeby zmiany schematu nie zmieniały wyników po cichu.' },
        { text: 'Używaj parametrów wiązanych zamiast sklejania ciągów znaków dla wartości; to chroni przed SQL injection.' },
        { text: 'Formatowanie sprawdza tylko składnię; nie wie, czy tabele lub kolumny istnieją.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Czytanie zapytań, które Hibernate, Entity Framework, Django lub ActiveRecord zapisały w logu.' },
        { text: 'Przegląd skryptów migracji i procedur składowanych w pull requestach.' },
        { text: 'Uczynienie wolnego zapytania czytelnym przed uruchomieniem na nim EXPLAIN.' },
        { text: 'Przygotowanie zapytań do dokumentacji i runbooków.' },
      ],
    },
  ],
};
