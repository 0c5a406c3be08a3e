import type { ToolContent } from '../../../content/types';

/** Static text of the JavaScript Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le JavaScript',
      paragraphs: [
        'Les équipes perdent du temps à débattre des points-virgules, des guillemets et des sauts de ligne, et les revues de code se remplissent de changements de mise en page. Prettier y met fin : il analyse le JavaScript en arbre syntaxique et le réécrit dans un style unique, si bien qu’un diff ne montre plus que les changements de logique.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Prettier avec des options fixes', text: 'Points-virgules, guillemets simples, indentation de 2 espaces, virgules finales là où ES5 les autorise, espaces dans les accolades d’objets et pas de parenthèses autour d’un paramètre unique de fonction fléchée (x => x * 2).' },
        { title: 'Syntaxe moderne et JSX', text: 'Modules ES, async/await, chaînage optionnel, opérateur de coalescence des nuls, classes avec champs privés et JSX de React.' },
        { title: 'Ajustement à la ligne', text: 'Les appels, tableaux et littéraux d’objets longs ne sont répartis sur plusieurs lignes que s’ils dépassent la largeur de ligne.' },
        { title: 'Erreurs de syntaxe', text: 'Si le code ne s’analyse pas, le message et la position du parseur s’affichent dans l’encadré d’erreur.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez du JavaScript dans Code en entrée.' },
        { text: 'Cliquez sur Formater le code. Prettier construit un arbre syntaxique abstrait, si bien que commentaires et code gardent leur sens.' },
        { text: 'L’arbre est écrit avec les options ci-dessus, chaque instruction ajustée à la largeur de ligne.' },
        { text: 'Copiez le résultat ou repliez fonctions et blocs pour le lire.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Pour obtenir cette sortie dans un dépôt, utilisez un .prettierrc avec { "singleQuote": true, "trailingComma": "es5", "arrowParens": "avoid" }.' },
        { text: 'Formater n’est pas linter : utilisez ESLint pour repérer variables inutilisées, await manquants et comparaisons risquées.' },
        { text: 'Formatez à l’enregistrement ou dans un hook pre-commit pour que du code non formaté n’arrive jamais en revue.' },
        { text: 'Lire un bundle minifié aide pour un coup d’œil rapide ; pour un vrai débogage, les source maps sont plus fiables.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Rendre lisibles des scripts tiers minifiés ou des bookmarklets.' },
        { text: 'Nettoyer des extraits avant de les coller dans une documentation ou un article de blog.' },
        { text: 'Normaliser deux versions d’un fichier avant de les comparer avec le comparateur de texte.' },
        { text: 'Vérifier rapidement qu’un bout de JavaScript s’analyse tout simplement.' },
      ],
    },
  ],
};
