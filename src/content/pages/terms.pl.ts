import type { LegalPage } from './privacy';

/** Teksty strony „Warunki korzystania z usługi”. */
export const terms: LegalPage = {
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Akceptacja',
      paragraphs: ['Korzystając z DevToolbox, akceptujesz niniejsze warunki. Jeśli się z nimi nie zgadzasz, nie korzystaj ze strony.'],
    },
    {
      heading: 'Usługa',
      paragraphs: [
        'DevToolbox udostępnia formatery kodu, porównywarki, generator danych testowych i generator JSON. Narzędzia są bezpłatne i nie wymagają konta ani rejestracji. W każdej chwili i bez uprzedzenia możemy zmieniać, dodawać lub usuwać narzędzia albo zakończyć działanie usługi.',
      ],
    },
    {
      heading: 'Twoje treści',
      paragraphs: [
        'Odpowiadasz za treści, które wklejasz do narzędzi lub w nich otwierasz, oraz za to, by mieć prawo z nich korzystać. Treści są przetwarzane w Twojej przeglądarce i nie są do nas wysyłane ani przez nas przechowywane; zob. politykę prywatności.',
        'Odpowiadasz również za sprawdzenie wyniku, zanim na nim polegasz, na przykład przejrzenie sformatowanego kodu i uruchomienie własnych testów przed wdrożeniem.',
      ],
    },
    {
      heading: 'Wygenerowane dane testowe',
      paragraphs: [
        'Dane tworzone przez generator danych testowych i generator JSON, w tym numery BSN, IBAN, numery paszportów, adresy i numery telefonów, są fikcyjne. Służą do przejścia walidacji formatu i sum kontrolnych podczas testowania oprogramowania, a nie do przedstawiania prawdziwych osób, rachunków czy dokumentów.',
        'Ponieważ wartości są losowe, wygenerowana wartość może przypadkiem pokrywać się z prawdziwym identyfikatorem, rachunkiem, numerem telefonu lub adresem. Możesz używać wygenerowanych danych wyłącznie do programowania, testów, prezentacji i szkoleń. Nie wolno ich używać do popełniania oszustw, podszywania się pod kogokolwiek, zakładania kont, dokonywania lub żądania płatności, kontaktowania się z posiadaczem pasującego numeru ani do wprowadzania w błąd jakiejkolwiek osoby czy systemu weryfikacji tożsamości.',
      ],
    },
    {
      heading: 'Dozwolone korzystanie',
      paragraphs: [
        'Nie korzystaj ze strony w sposób, który zakłóca jej działanie lub przeszkadza innym użytkownikom, na przykład przez masowe zautomatyzowane żądania lub próby złamania jej zabezpieczeń. Nie używaj narzędzi do niczego, co jest niezgodne z prawem w miejscu, w którym się znajdujesz.',
      ],
    },
    {
      heading: 'Brak gwarancji',
      paragraphs: [
        'Strona i wszystkie narzędzia są udostępniane w stanie „takim, jakie są” i „w miarę dostępności”, bez jakichkolwiek gwarancji, wyraźnych ani dorozumianych, w tym gwarancji dokładności, przydatności do określonego celu i nienaruszania praw. Sformatowany kod, wyniki porównań i wygenerowane dane mogą zawierać błędy.',
      ],
    },
    {
      heading: 'Ograniczenie odpowiedzialności',
      paragraphs: [
        'W zakresie dozwolonym przez prawo operatorzy DevToolbox nie odpowiadają za żadne szkody ani straty wynikające z korzystania lub niemożności korzystania ze strony lub jej wyników, w tym za utratę danych, utracone zyski czy błędne wdrożenia.',
      ],
    },
    {
      heading: 'Oprogramowanie firm trzecich',
      paragraphs: [
        'Narzędzia korzystają z oprogramowania open source, takiego jak Prettier i jego wtyczki, sql-formatter, Ruff i clang-format, każde na własnej licencji. Nazwy tych projektów należą do ich właścicieli.',
      ],
    },
    {
      heading: 'Zmiany warunków',
      paragraphs: ['Możemy aktualizować te warunki. Data na górze pokazuje, kiedy zmieniły się ostatnio; dalsze korzystanie ze strony po zmianie oznacza akceptację zaktualizowanych warunków.'],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Pytania dotyczące tych warunków możesz wysłać na adres kontaktowy podany w stopce lub przez formularz opinii.'],
    },
  ],
};
