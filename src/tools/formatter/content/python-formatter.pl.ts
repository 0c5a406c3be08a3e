import type { ToolContent } from '../../../content/types';

/** Static text of the Python Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie Pythona ma znaczenie',
      paragraphs: [
        'W Pythonie wcięcia są składnią, a PEP 8 określa oczekiwania co do całej reszty: odstępów, długości wiersza i pustych wierszy. Black upowszechnił w społeczności Pythona jeden, niekonfigurowalny styl; formater Ruff daje ten styl znacznie szybciej. Wspólny styl sprawia, że review dotyczy zachowania, a nie układu.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Formater Ruff w przeglądarce', text: 'Formater napisany w Rust z projektu Ruff, skompilowany do WebAssembly. Jego wynik jest niemal identyczny z wynikiem Blacka.' },
        { title: 'Ustawienia w stylu Blacka', text: 'Wiersze do 88 znaków, wcięcia o 4 spacje, ciągi znaków w cudzysłowach i dwa puste wiersze wokół definicji najwyższego poziomu.' },
        { title: 'Magiczny końcowy przecinek', text: 'Przecinek po ostatnim elemencie utrzymuje listę, wywołanie lub sygnaturę rozwiniętą po jednym elemencie w wierszu; bez niego krótkie kolekcje są łączone w jeden wiersz.' },
        { title: 'Nowoczesny Python', text: 'Instrukcje match, f-stringi, wskazówki typów, operator morsa i kod asynchroniczny są obsługiwane.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej kod Pythona do pola Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Za pierwszym razem silnik Ruff (ok. 1,2 MB) jest wczytywany do strony.' },
        { text: 'Ruff parsuje kod do drzewa składni; błąd wcięcia lub składni jest zgłaszany z pozycją.' },
        { text: 'Drzewo jest zapisywane w stylu zgodnym z Blackiem; skopiuj wynik.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Uruchamiaj ruff format w hooku pre-commit lub w CI z tymi samymi ustawieniami, a konfigurację trzymaj w pyproject.toml w sekcji [tool.ruff].' },
        { text: 'Formater nie sortuje importów; robi to ruff check --select I --fix.' },
        { text: 'Dodaj końcowy przecinek do kolekcji, które mają zostać po jednym elemencie w wierszu.' },
        { text: 'Wcinaj tylko spacjami; mieszanie tabulatorów i spacji powoduje TabError w Pythonie 3.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Porządkowanie kodu skopiowanego z notatników Jupyter, zanim trafi do modułu.' },
        { text: 'Formatowanie skryptów i fragmentów do dokumentacji lub odpowiedzi dla współpracowników.' },
        { text: 'Sprawdzenie, czy wklejony fragment jest składniowo poprawnym Pythonem.' },
        { text: 'Porządkowanie kodu Django, Flask lub FastAPI, gdy lokalnie nie ma skonfigurowanych narzędzi.' },
      ],
    },
  ],
};
