import type { ToolContent } from '../../../content/types';

/** Static text of the Markdown Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le Markdown',
      paragraphs: [
        'Le Markdown s’affiche avec indulgence, si bien qu’une source désordonnée passe inaperçue jusqu’à ce que quelqu’un doive la modifier : puces mélangées, tableaux irréguliers, lignes de 300 caractères. README, changelogs et documentation vivent dans le contrôle de version, et un Markdown coupé de façon cohérente produit des diffs qui montrent quelle phrase a changé.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Prettier pour le Markdown', text: 'CommonMark et GitHub Flavored Markdown : tableaux, listes de tâches, texte barré et liens automatiques.' },
        { title: 'Texte coupé à 80 caractères', text: 'Les paragraphes sont remis en forme en lignes de 80 caractères au plus ; les titres, tableaux et blocs de code ne sont jamais coupés.' },
        { title: 'Syntaxe cohérente', text: 'Un seul style de puces, un seul style d’emphase et des marqueurs de titre normalisés dans tout le document.' },
        { title: 'Tableaux alignés', text: 'Les colonnes des tableaux sont complétées pour que les barres verticales s’alignent dans la source.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez du Markdown dans Code en entrée, front matter compris.' },
        { text: 'Cliquez sur Formater le code. Prettier analyse le document en arbre syntaxique Markdown.' },
        { text: 'L’arbre est écrit avec des paragraphes coupés, des listes normalisées et des tableaux alignés.' },
        { text: 'Copiez le résultat dans votre README ou votre fichier de documentation.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Si votre projet écrit une phrase par ligne, n’adoptez pas la sortie coupée ; les deux conventions s’opposent.' },
        { text: 'Ajoutez une étiquette de langage aux blocs de code (```bash, ```json) pour qu’ils aient la coloration syntaxique.' },
        { text: 'Utilisez un seul H1 par document et ne sautez pas de niveau de titre ; les lecteurs d’écran et les tables des matières en dépendent.' },
        { text: 'Vérifiez la page rendue après le reformatage : le HTML dans le Markdown est laissé tel quel.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Ranger les fichiers README et CHANGELOG avant une release.' },
        { text: 'Préparer des pages pour MkDocs, Docusaurus ou d’autres sites de documentation statiques.' },
        { text: 'Nettoyer des descriptions de pull requests et des pages de wiki.' },
        { text: 'Aligner de grands tableaux Markdown sans compter les espaces à la main.' },
      ],
    },
  ],
};
