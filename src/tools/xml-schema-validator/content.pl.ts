import type { ToolContent } from '../../content/types';

/** Static text of the XML Schema Validator page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Sprawdź XML względem jego schematu',
      paragraphs: [
        'Faktury (UBL), komunikaty bankowe (ISO 20022), ładunki SOAP i pliki buildów mają swój XML Schema, który określa, co zawiera poprawny dokument. Ta strona waliduje dokument względem jego schematu za pomocą libxml2, biblioteki, na której działa xmllint, skompilowanej do WebAssembly i działającej w twojej przeglądarce, i wymienia każdy błąd z wierszem, w którym wystąpił.',
      ],
    },
    {
      heading: 'Co otrzymujesz',
      items: [
        { title: 'Prawdziwe libxml2', text: 'Błędy pochodzą wprost z libxml2, słowo w słowo tak, jak wypisuje je xmllint --schema, z wierszem (i kolumną, gdy libxml2 ją podaje).' },
        { title: 'Schematy w wielu plikach', text: 'Dodaj pliki, które schemat dołącza lub importuje; są dopasowywane po nazwie pliku, niezależnie od folderu podanego w schemacie.' },
        { title: 'Walidacja DTD', text: 'Dokument, który deklaruje DTD wewnątrz, jest walidowany względem niej, z tą samą listą błędów.' },
        { title: 'Kliknij, by przejść do błędu', text: 'Wybranie błędu ustawia kursor w jego wierszu w dokumencie albo w schemacie, gdy to schemat jest błędny.' },
        { title: 'Nic nie jest pobierane', text: 'Schemat wskazujący na URL dostaje komunikat z tym adresem zamiast pobierania; encje zewnętrzne nigdy nie są rozwijane.' },
      ],
    },
    {
      heading: 'Walidacja dokumentu',
      layout: 'steps',
      items: [
        { text: 'Wklej lub otwórz dokument XML, a obok XML Schema (XSD).' },
        { text: 'Dodaj pliki schematu, które dołącza lub importuje, w sekcji Więcej plików schematu.' },
        { text: 'Kliknij Waliduj (lub Ctrl+Enter): poprawny dokument zostanie tak oznaczony, niepoprawny wymieni każdy błąd.' },
        { text: 'Dla dokumentu z wewnętrzną DTD wybierz zamiast tego DTD w dokumencie.' },
      ],
    },
    {
      heading: 'Szczegóły',
      items: [
        { text: 'Najpierw sprawdzana jest poprawna budowa dokumentu, z tymi samymi komunikatami co w formaterze XML.' },
        { text: 'Walidacja działa według XML Schema 1.0 w implementacji libxml2; funkcje XSD 1.1, takie jak asercje, nie są obsługiwane przez libxml2.' },
        { text: 'libxml2 (około 1 MB) jest pobierane przy pierwszej walidacji; dodane pliki zostają w twojej przeglądarce.' },
        { text: 'Wiersz poleceń robi to samo: devtoolbox validate --schema invoice.xsd --with common.xsd invoice.xml.' },
      ],
    },
  ],
};
