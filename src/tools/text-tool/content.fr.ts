import type { ToolContent } from '../../content/types';

/** Static text of the Format & Diff page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Ce que fait Formater & diff',
      paragraphs: [
        'Formater & diff réécrit du JSON, du XML ou du HTML avec une indentation propre, puis montre côte à côte en quoi le résultat diffère de ce que vous avez collé. Il répond à deux questions en une étape : à quoi ressemble le document formaté, et qu’est-ce que le formatage a exactement changé ?',
      ],
    },
    {
      heading: 'Règles de formatage',
      items: [
        { title: 'JSON', text: 'Analysé puis réécrit avec une indentation de deux espaces.' },
        { title: 'XML', text: 'Réindenté balise par balise, un niveau par élément imbriqué.' },
        { title: 'HTML', text: 'Réindenté par balises, de la même manière simple que le XML.' },
        { title: 'Erreurs', text: 'Une entrée illisible est signalée par « Format JSON non valide », « Format XML non valide » ou « Format HTML non valide ».' },
      ],
    },
    {
      heading: 'Comment l’utiliser',
      layout: 'steps',
      items: [
        { text: 'Choisissez JSON, XML ou HTML.' },
        { text: 'Collez votre entrée.' },
        { text: 'Lisez la sortie formatée dans le panneau de sortie.' },
        { text: 'Consultez le diff pour chaque ligne que le formatage a ajoutée, supprimée ou modifiée.' },
      ],
    },
    {
      heading: 'Quand l’utiliser',
      items: [
        { text: 'Voir si un fichier était déjà formaté : un diff vide signifie que rien n’a changé.' },
        { text: 'Montrer à un collègue ce qu’un reformatage touche avant de le committer.' },
        { text: 'Passer rapidement d’un des trois types à l’autre sans quitter la page.' },
        { text: 'Pour un formatage de production avec validation stricte, utilisez plutôt les formateurs JSON, XML et HTML dédiés.' },
      ],
    },
  ],
};
