import type { ToolContent } from '../../../content/types';

/** Static text of the TypeScript Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie TypeScriptu ma znaczenie',
      paragraphs: [
        'Adnotacje typów, generyki i typy unii wydłużają wiersze TypeScriptu. Bez spójnego zawijania sygnatura funkcji z trzema parametrami generycznymi albo unia dziesięciu literałów tekstowych staje się trudna do przejrzenia, a recenzenci dyskutują o układzie zamiast o typach.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Parser TypeScriptu z Prettiera', text: 'Ten sam wynik co Prettier w twoim edytorze: średniki, apostrofy, wcięcia o 2 spacje i końcowe przecinki w stylu ES5.' },
        { title: 'Czytelne typy', text: 'Długie typy unii i przecięcia są dzielone po jednym składniku w wierszu; długie listy parametrów generycznych i sygnatury zawijają się czysto.' },
        { title: 'Pełna składnia TypeScriptu', text: 'Interfejsy, enumy, klasy abstrakcyjne, dekoratory, satisfies, importy samych typów, przeciążenia i pliki deklaracji (.d.ts).' },
        { title: 'Składnia, nie typy', text: 'Kod jest parsowany, ale nie sprawdzany pod kątem typów: błąd typu zostaje bez zmian, zgłaszane są tylko błędy składni.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej TypeScript do pola Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Prettier parsuje źródło gramatyką TypeScriptu.' },
        { text: 'Adnotacje typów, generyki i dekoratory są zapisywane w układzie Prettiera w granicach szerokości wiersza.' },
        { text: 'Skopiuj wynik albo zwiń klasy i interfejsy, żeby go przejrzeć.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Uruchamiaj tsc --noEmit w CI dla błędów typów; formater nie patrzy na typy.' },
        { text: 'Nadaj długim uniom i złożonym ograniczeniom generycznym nazwę przez alias typu, zamiast powtarzać je w miejscu użycia.' },
        { text: 'Używaj import type dla importów samych typów, żeby bundlery mogły je bezpiecznie usunąć.' },
        { text: 'Trzymaj te same opcje Prettiera w repozytorium, żeby lokalne formatowanie i to narzędzie dawały ten sam wynik.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Czytanie klientów API wygenerowanych ze schematów OpenAPI lub GraphQL.' },
        { text: 'Przegląd plików deklaracji .d.ts dostarczanych z pakietami npm.' },
        { text: 'Porządkowanie kodu Angulara lub NestJS z wieloma dekoratorami.' },
        { text: 'Przygotowanie przykładów TypeScriptu do pull requestów i dokumentacji.' },
      ],
    },
  ],
};
