import type { ToolContent } from '../../../content/types';

/** Static text of the C++ Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum C++-Formatierung wichtig ist',
      paragraphs: [
        'C und C++ haben keinen einheitlichen Hausstil. Platzierung der Klammern, Ausrichtung von Zeigern (int *p oder int* p), Einrückungsbreite und Include-Reihenfolge unterscheiden sich von Projekt zu Projekt. clang-format klärt diese Fragen automatisch und ist das Standardwerkzeug in LLVM, Chromium und vielen anderen Codebasen.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Echtes clang-format', text: 'Die clang-format-Engine, kompiliert zu WebAssembly, sodass die Ausgabe bei gleichem Stil dem Kommandozeilen-Tool entspricht.' },
        { title: 'LLVM-Stil', text: 'clang-format bietet vordefinierte Stile wie LLVM, Google, Chromium, Mozilla, WebKit, Microsoft und GNU; diese Seite nutzt LLVM: 2 Leerzeichen Einrückung, ein Limit von 80 Spalten, angehängte Klammern und rechtsbündige Zeiger.' },
        { title: 'Sortierte Includes', text: 'Innerhalb jedes Blocks von #include-Zeilen werden die Header sortiert, wie es der LLVM-Stil vorsieht.' },
        { title: 'C und C++', text: 'Funktioniert für C-Quellen, C++-Quellen und Header, einschließlich Templates, Lambdas und Makros.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge C- oder C++-Code in die Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Beim ersten Mal wird die clang-format-Engine (etwa 2,6 MB) geladen.' },
        { text: 'clang-format zerlegt den Code in Tokens und wendet die Regeln des LLVM-Stils an.' },
        { text: 'Kopiere das Ergebnis in deinen Editor.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Committe eine .clang-format-Datei (zum Beispiel BasedOnStyle: LLVM), damit Editoren und CI gleich formatieren.' },
        { text: 'Schließe von Hand ausgerichtete Tabellen, etwa Matrizen, in // clang-format off und // clang-format on ein.' },
        { text: 'clang-format arbeitet auf Tokens und kompiliert deinen Code nicht; die meisten Syntaxfehler bleiben unbemerkt, also baue ihn und führe auch clang-tidy aus.' },
        { text: 'Halte Makros kurz: clang-format sieht nicht, wozu ein Makro expandiert.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'Legacy-C-Code oder Embedded-Firmware mit gemischten Stilen aufräumen.' },
        { text: 'Beispiele für Dokumentation, Antworten auf Stack Overflow oder Kursmaterial formatieren.' },
        { text: 'Generierten Code lesen, zum Beispiel von Protocol-Buffer- oder Interface-Compilern.' },
        { text: 'Den LLVM-Stil ausprobieren, bevor ein Projekt clang-format einführt.' },
      ],
    },
  ],
};
