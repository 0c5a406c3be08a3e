import type { ToolContent } from '../../../content/types';

/** Static text of the C++ Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare il C++',
      paragraphs: [
        'C e C++ non hanno uno stile unico. Posizione delle graffe, allineamento dei puntatori (int *p o int* p), larghezza dell’indentazione e ordine degli include cambiano da progetto a progetto. clang-format risolve queste questioni in automatico ed è lo strumento standard in LLVM, Chromium e molte altre codebase.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Il vero clang-format', text: 'Il motore di clang-format compilato in WebAssembly, così l’output corrisponde allo strumento da riga di comando con lo stesso stile.' },
        { title: 'Stile LLVM', text: 'clang-format offre stili predefiniti come LLVM, Google, Chromium, Mozilla, WebKit, Microsoft e GNU; questa pagina usa LLVM: indentazione a 2 spazi, limite di 80 colonne, graffe attaccate e puntatori allineati a destra.' },
        { title: 'Include ordinati', text: 'All’interno di ogni blocco di righe #include, gli header vengono ordinati, come prevede lo stile LLVM.' },
        { title: 'C e C++', text: 'Funziona con sorgenti C, sorgenti C++ e header, inclusi template, lambda e macro.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla codice C o C++ in Codice di input.' },
        { text: 'Fai clic su Formatta il codice. Al primo utilizzo viene caricato il motore di clang-format (circa 2,6 MB).' },
        { text: 'clang-format suddivide il codice in token e applica le regole dello stile LLVM.' },
        { text: 'Copia il risultato nel tuo editor.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Fai commit di un file .clang-format (per esempio BasedOnStyle: LLVM), così editor e CI formattano allo stesso modo.' },
        { text: 'Racchiudi le tabelle allineate a mano, come le matrici, tra // clang-format off e // clang-format on.' },
        { text: 'clang-format lavora sui token e non compila il tuo codice; la maggior parte degli errori di sintassi passa inosservata, quindi compila ed esegui anche clang-tidy.' },
        { text: 'Mantieni le macro brevi: clang-format non vede in cosa si espande una macro.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Ripulire codice C legacy o firmware embedded con stili misti.' },
        { text: 'Formattare esempi per documentazione, risposte su Stack Overflow o materiale didattico.' },
        { text: 'Leggere codice generato, per esempio da compilatori di protocol buffer o di interfacce.' },
        { text: 'Provare lo stile LLVM prima di adottare clang-format in un progetto.' },
      ],
    },
  ],
};
