import type { ToolContent } from '../../../content/types';

/** Static text of the TypeScript Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le TypeScript',
      paragraphs: [
        'Annotations de type, génériques et types union allongent les lignes de TypeScript. Sans retour à la ligne cohérent, une signature de fonction à trois paramètres génériques ou une union de dix littéraux de chaîne devient difficile à parcourir, et les relecteurs discutent de mise en page plutôt que de types.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Le parseur TypeScript de Prettier', text: 'La même sortie que Prettier dans votre éditeur, avec points-virgules, guillemets simples, indentation de 2 espaces et virgules finales ES5.' },
        { title: 'Types lisibles', text: 'Les longs types union et intersection passent à un membre par ligne ; les longues listes de paramètres génériques et les signatures se coupent proprement.' },
        { title: 'Syntaxe TypeScript complète', text: 'Interfaces, enums, classes abstraites, décorateurs, satisfies, imports de types seuls, surcharges et fichiers de déclaration (.d.ts).' },
        { title: 'La syntaxe, pas les types', text: 'Le code est analysé mais pas vérifié au niveau des types : une erreur de type reste telle quelle, seules les erreurs de syntaxe sont signalées.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez du TypeScript dans Code en entrée.' },
        { text: 'Cliquez sur Formater le code. Prettier analyse la source avec la grammaire de TypeScript.' },
        { text: 'Annotations de type, génériques et décorateurs sont écrits dans la mise en page de Prettier, dans la largeur de ligne.' },
        { text: 'Copiez le résultat ou repliez classes et interfaces pour l’examiner.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Lancez tsc --noEmit en CI pour les erreurs de type ; un formateur ne regarde pas les types.' },
        { text: 'Nommez les longues unions et les contraintes génériques complexes avec un alias de type au lieu de les répéter en ligne.' },
        { text: 'Utilisez import type pour les imports de types seuls, afin que les bundlers puissent les retirer sans risque.' },
        { text: 'Gardez les mêmes options Prettier dans votre dépôt pour que le formatage local et cet outil concordent.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Lire des clients d’API générés à partir de schémas OpenAPI ou GraphQL.' },
        { text: 'Relire les fichiers de déclaration .d.ts livrés avec les paquets npm.' },
        { text: 'Ranger du code Angular ou NestJS chargé de décorateurs.' },
        { text: 'Préparer des exemples TypeScript pour les pull requests et la documentation.' },
      ],
    },
  ],
};
