import type { ToolContent } from '../../../content/types';

/** Static text of the YAML Formatter page, in Polish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Dlaczego formatowanie YAML ma znaczenie',
      paragraphs: [
        'W YAML wcięcia są strukturą. Klucz wcięty o dwie spacje za daleko po cichu przechodzi do innego rodzica, a tabulatorów do wcięć w ogóle nie wolno używać. Manifesty Kubernetesa, pipeline’y CI i pliki Compose zawodzą wtedy w mylący sposób, więc spójny układ i wczesne sprawdzenie składni oszczędzają prawdziwy czas debugowania.',
      ],
    },
    {
      heading: 'Funkcje',
      items: [
        { title: 'Prettier dla YAML', text: 'Dokumenty są zapisywane ponownie z wcięciem o 2 spacje i spójnymi odstępami po dwukropkach i myślnikach sekwencji.' },
        { title: 'Nic nie ginie', text: 'Komentarze, kotwice (&), aliasy (*), klucze scalania (<<) i skalary blokowe (| i >) zostają tak, jak zostały zapisane.' },
        { title: 'Pliki z wieloma dokumentami', text: 'Kilka dokumentów rozdzielonych --- pozostaje osobno, jak w jednym pliku z manifestami Kubernetesa.' },
        { title: 'Błędy składni z pozycją', text: 'Złe wcięcia, niezamknięte cudzysłowy i nieprawidłowe mapowania są zgłaszane z pozycją.' },
      ],
    },
    {
      heading: 'Jak to działa',
      layout: 'steps',
      items: [
        { text: 'Wklej jeden lub więcej dokumentów YAML do pola Kod wejściowy.' },
        { text: 'Kliknij Formatuj kod. YAML jest parsowany, a komentarze pozostają przypięte do sąsiednich węzłów.' },
        { text: 'Prettier zapisuje każdy dokument z jednolitymi wcięciami.' },
        { text: 'Skopiuj wynik albo zwiń mapowania i sekwencje, żeby sprawdzić zagnieżdżenie.' },
      ],
    },
    {
      heading: 'Dobre praktyki',
      items: [
        { text: 'Bierz w cudzysłowy wartości takie jak no, yes, on, off, 1.10 czy 010: parsery YAML 1.1 czytają je jako wartości logiczne lub liczby („problem Norwegii”, w którym NO staje się false).' },
        { text: 'Dbaj o unikalne klucze w mapowaniu; wiele parserów bez ostrzeżenia zachowuje tylko ostatnią wartość.' },
        { text: 'Używaj kotwic i aliasów do ponownego użycia powtarzających się bloków, ale trzymaj je blisko siebie, żeby czytelnik mógł za nimi nadążyć.' },
        { text: 'Waliduj także względem schematu, np. za pomocą kubeconform dla Kubernetesa lub JSON Schema twojego systemu CI.' },
      ],
    },
    {
      heading: 'Typowe zastosowania',
      items: [
        { text: 'Sprawdzanie manifestów Kubernetesa i plików values Helma.' },
        { text: 'Naprawianie pipeline’ów GitHub Actions i GitLab CI po błędzie wcięcia.' },
        { text: 'Porządkowanie plików Docker Compose i playbooków Ansible.' },
        { text: 'Czytanie długich specyfikacji OpenAPI.' },
      ],
    },
  ],
};
