import type { ToolContent } from '../../../content/types';

/** Static text of the C++ Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom C++ formatteren ertoe doet',
      paragraphs: [
        'C en C++ hebben geen vaste huisstijl. De plaats van accolades, de uitlijning van pointers (int *p of int* p), de inspringbreedte en de volgorde van includes verschillen per project. clang-format beslist die vragen automatisch en is de standaardtool in LLVM, Chromium en veel andere codebases.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'Echte clang-format', text: 'De clang-format-engine gecompileerd naar WebAssembly, zodat de uitvoer bij dezelfde stijl gelijk is aan de commandlinetool.' },
        { title: 'LLVM-stijl', text: 'clang-format biedt voorgedefinieerde stijlen zoals LLVM, Google, Chromium, Mozilla, WebKit, Microsoft en GNU; deze pagina gebruikt LLVM: een inspringing van 2 spaties, een limiet van 80 kolommen, aansluitende accolades en rechts uitgelijnde pointers.' },
        { title: 'Gesorteerde includes', text: 'Binnen elk blok #include-regels worden de headers gesorteerd, zoals de LLVM-stijl voorschrijft.' },
        { title: 'C en C++', text: 'Werkt voor C-bronbestanden, C++-bronbestanden en headers, inclusief templates, lambda’s en macro’s.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak C- of C++-code in Invoer.' },
        { text: 'Klik op Code formatteren. Bij het eerste gebruik wordt de clang-format-engine (ongeveer 2,6 MB) geladen.' },
        { text: 'clang-format deelt de code op in tokens en past de regels van de LLVM-stijl toe.' },
        { text: 'Kopieer het resultaat naar je editor.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Commit een .clang-format-bestand (bijvoorbeeld BasedOnStyle: LLVM), zodat editors en CI op dezelfde manier formatteren.' },
        { text: 'Zet met de hand uitgelijnde tabellen, zoals matrices, tussen // clang-format off en // clang-format on.' },
        { text: 'clang-format werkt op tokens en compileert je code niet; de meeste syntaxfouten vallen niet op, dus build ook en draai clang-tidy.' },
        { text: 'Houd macro’s kort: clang-format ziet niet waartoe een macro uitgeschreven wordt.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Legacy-C-code of embedded firmware met gemengde stijlen opschonen.' },
        { text: 'Voorbeelden formatteren voor documentatie, antwoorden op Stack Overflow of cursusmateriaal.' },
        { text: 'Gegenereerde code lezen, bijvoorbeeld van protocol buffer- of interfacecompilers.' },
        { text: 'De LLVM-stijl uitproberen voordat een project clang-format invoert.' },
      ],
    },
  ],
};
