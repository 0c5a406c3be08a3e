import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le CSS',
      paragraphs: [
        'Une feuille de style minifiée ou une règle écrite sur une ligne cache des déclarations en double, des valeurs écrasées et des sélecteurs plus spécifiques que nécessaire.',
        'Avec une déclaration par ligne, les revues de CSS et les diffs du contrôle de version désignent la propriété exacte qui a changé plutôt qu’une règle entière.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Prettier pour le CSS', text: 'Les feuilles de style sont analysées puis réécrites avec une indentation de 2 espaces et une largeur de ligne de 100 caractères.' },
        { title: 'Un élément par ligne', text: 'Chaque déclaration a sa propre ligne, et chaque sélecteur d’une liste séparée par des virgules commence une nouvelle ligne.' },
        { title: 'Espacement cohérent', text: 'Les espaces autour des deux-points, des accolades et des combinateurs comme > et + sont normalisés.' },
        { title: 'CSS moderne préservé', text: 'Les at-rules comme @media, @supports, @layer, @font-face et @keyframes, les propriétés personnalisées et les commentaires sont conservés.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez une feuille de style ou quelques règles dans Code en entrée.' },
        { text: 'Cliquez sur Formater le code. Prettier analyse le CSS avec PostCSS et réécrit chaque règle dans une mise en page cohérente.' },
        { text: 'Si une accolade ou un commentaire reste ouvert, l’encadré d’erreur indique où l’analyse s’est arrêtée.' },
        { text: 'Repliez les règles qui ne vous intéressent pas et copiez la sortie.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Le formateur ne réordonne jamais les propriétés ; si vous voulez un ordre fixe, imposez-le avec une règle Stylelint.' },
        { text: 'Placez les couleurs et espacements répétés dans des propriétés personnalisées comme --brand-color.' },
        { text: 'Gardez des sélecteurs courts : les sélecteurs très imbriqués augmentent la spécificité et sont difficiles à surcharger.' },
        { text: 'Versionnez du CSS lisible et laissez la minification à l’étape de build.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Déminifier une feuille de style de production pour trouver la règle qui casse une mise en page.' },
        { text: 'Ranger du CSS exporté d’outils de design ou copié depuis les DevTools du navigateur.' },
        { text: 'Lire des thèmes tiers et les styles de bibliothèques de composants.' },
        { text: 'Préparer deux feuilles de style pour le comparateur CSS.' },
      ],
    },
  ],
};
