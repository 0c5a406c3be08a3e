import type { ToolContent } from '../../../content/types';

/** Static text of the Java Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie Javy ma znaczenie',
      paragraphs: [
        'Kod Javy jest pełen długich wierszy: pipeline’y strumieni, łańcuchy builderów, parametry z adnotacjami i typy generyczne. Gdy każdy programista zawija je inaczej, pull requesty pokazują szum w układzie zamiast logiki. Jeden automatyczny styl sprawia, że duże bazy kodu w Javie łatwo się przegląda.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Prettier Java', text: 'Formatowanie przez prettier-plugin-java, wtyczkę Prettiera utrzymywaną przez projekt JHipster, z wcięciem o 4 spacje.' },
        { title: 'Zawijanie zgodne ze strukturą', text: 'Listy parametrów, które się nie mieszczą, są zapisywane po jednym parametrze w wierszu; długie łańcuchy metod, takie jak stream().filter().map(), są łamane przy każdym wywołaniu.' },
        { title: 'Aktualna składnia Javy', text: 'Obsługiwane są rekordy, klasy sealed, wyrażenia switch, bloki tekstowe, lambdy, generyki i adnotacje.' },
        { title: 'Błędy parsowania z pozycją', text: 'Jeśli źródła nie da się sparsować, pole błędu pokazuje, gdzie parser się zatrzymał.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej plik źródłowy Javy lub całą klasę do pola Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. Gramatyka Javy jest wczytywana przy pierwszym użyciu, a kod parsowany do drzewa składni.' },
        { text: 'Prettier zapisuje drzewo, zawijając wiersze na szerokości wiersza.' },
        { text: 'Skopiuj sformatowaną klasę z powrotem do projektu.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Wklej co najmniej całą klasę: pojedyncza instrukcja lub metoda nie jest poprawną jednostką kompilacji Javy i się nie sparsuje.' },
        { text: 'Używaj tego samego formatera w buildzie: prettier-plugin-java działa z npm, a Spotless może go uruchomić z Mavena lub Gradle.' },
        { text: 'Formater nie usuwa nieużywanych importów ani nie zmienia kolejności składowych; zajmują się tym IDE lub reguły Checkstyle.' },
        { text: 'Formatuj całe pliki w osobnym commicie, żeby zmiany funkcjonalne łatwo się przeglądało.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Czytanie kodu wygenerowanego przez generatory, takie jak OpenAPI Generator czy MapStruct, lub przez dekompilator.' },
        { text: 'Porządkowanie starszych klas przed refaktoryzacją.' },
        { text: 'Formatowanie przykładów w Javie do dokumentacji, zgłoszeń i rozmów rekrutacyjnych.' },
        { text: 'Przegląd klasy od współpracownika bez konfigurowania IDE.' },
      ],
    },
  ],
};
