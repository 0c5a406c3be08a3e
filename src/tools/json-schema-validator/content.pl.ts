import type { ToolContent } from '../../content/types';

/** Static text of the JSON Schema Validator page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Sprawdź JSON względem jego kontraktu',
      paragraphs: [
        'JSON Schema określa, jak ma wyglądać dokument: które właściwości są wymagane, ich typy, dozwolone wartości i formaty. Walidacja ładunku API, pliku konfiguracyjnego lub fixture\'a testowego względem schematu wyłapuje błędy, zanim zrobi to serwer albo wdrożenie.',
      ],
    },
    {
      heading: 'Co zgłasza walidator',
      items: [
        { title: 'Każdy błąd', text: 'Walidacja nie kończy się na pierwszym problemie; wymieniane są wszystkie, łącznie z nadrzędnymi słowami kluczowymi (properties, items), które zawiodły, bo zawiódł element podrzędny.' },
        { title: 'Ścieżka instancji', text: 'JSON Pointer taki jak /lines/1/qty wskazuje wartość, która nie przeszła walidacji; / to cały dokument.' },
        { title: 'Słowo kluczowe i komunikat', text: 'Słowo kluczowe schematu, które odrzuciło wartość (type, required, minimum, enum…), i komunikat z wyjaśnieniem.' },
        { title: 'Położenie', text: 'Wiersz i kolumna właściwości lub elementu; kliknięcie błędu ustawia tam kursor w edytorze dokumentu.' },
      ],
    },
    {
      heading: 'Walidacja dokumentu',
      layout: 'steps',
      items: [
        { text: 'Wklej JSON do edytora Dokument JSON, a schemat do edytora JSON Schema.' },
        { text: 'Zostaw draft na „Z $schema” albo sam wybierz draft 2020-12 lub draft-07.' },
        { text: 'Kliknij Waliduj lub naciśnij Ctrl+Enter w dowolnym z edytorów.' },
        { text: 'Przejdź przez listę, klikając każdy błąd, by do niego przejść; gdy nie zostanie żaden, strona napisze „Dokument jest poprawny względem schematu.”' },
      ],
    },
    {
      heading: 'Szczegóły',
      items: [
        { text: 'Silnikiem jest @cfworker/json-schema, który interpretuje schematy zamiast kompilować je do kodu, więc działa pod ścisłą polityką Content-Security-Policy strony.' },
        { text: 'Obsługiwane są $ref do definicji, $defs i kotwic w tym samym schemacie; odwołania do innych plików nie są pobierane.' },
        { text: 'Słowo kluczowe format jest sprawdzane dla popularnych formatów, takich jak email, date-time, uri i uuid.' },
        { text: 'Liczby są porównywane jako liczby JavaScript, więc liczby całkowite powyżej 2^53 tracą precyzję podczas walidacji.' },
      ],
    },
  ],
};
