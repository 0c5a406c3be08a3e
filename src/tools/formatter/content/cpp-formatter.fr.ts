import type { ToolContent } from '../../../content/types';

/** Static text of the C++ Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le C++',
      paragraphs: [
        'C et C++ n’ont pas de style maison unique. Placement des accolades, alignement des pointeurs (int *p ou int* p), largeur d’indentation et ordre des includes varient d’un projet à l’autre. clang-format tranche ces questions automatiquement et c’est l’outil standard de LLVM, de Chromium et de nombreuses autres bases de code.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Le vrai clang-format', text: 'Le moteur clang-format compilé en WebAssembly, si bien que la sortie correspond à l’outil en ligne de commande avec le même style.' },
        { title: 'Style LLVM', text: 'clang-format propose des styles prédéfinis comme LLVM, Google, Chromium, Mozilla, WebKit, Microsoft et GNU ; cette page utilise LLVM : indentation de 2 espaces, limite de 80 colonnes, accolades attachées et pointeurs alignés à droite.' },
        { title: 'Includes triés', text: 'Dans chaque bloc de lignes #include, les en-têtes sont triés, comme le prévoit le style LLVM.' },
        { title: 'C et C++', text: 'Fonctionne pour les sources C, les sources C++ et les en-têtes, templates, lambdas et macros compris.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez du code C ou C++ dans Code en entrée.' },
        { text: 'Cliquez sur Formater le code. À la première utilisation, le moteur clang-format (environ 2,6 Mo) est chargé.' },
        { text: 'clang-format découpe le code en jetons et applique les règles du style LLVM.' },
        { text: 'Copiez le résultat dans votre éditeur.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Versionnez un fichier .clang-format (par exemple BasedOnStyle: LLVM) pour que les éditeurs et la CI formatent de la même façon.' },
        { text: 'Entourez les tableaux alignés à la main, comme des matrices, de // clang-format off et // clang-format on.' },
        { text: 'clang-format travaille sur des jetons et ne compile pas votre code ; la plupart des erreurs de syntaxe passent inaperçues, alors compilez et lancez aussi clang-tidy.' },
        { text: 'Gardez des macros courtes : clang-format ne voit pas ce qu’une macro produit une fois développée.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Nettoyer du code C legacy ou du firmware embarqué aux styles mélangés.' },
        { text: 'Formater des exemples pour la documentation, des réponses sur Stack Overflow ou des supports de cours.' },
        { text: 'Lire du code généré, par exemple par des compilateurs de protocol buffers ou d’interfaces.' },
        { text: 'Essayer le style LLVM avant d’adopter clang-format dans un projet.' },
      ],
    },
  ],
};
