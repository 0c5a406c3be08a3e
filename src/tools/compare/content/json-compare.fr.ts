import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Compare page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Comment fonctionne le comparateur JSON',
      paragraphs: [
        'Deux documents JSON peuvent avoir le même contenu et une apparence complètement différente : l’un minifié, l’autre indenté avec des tabulations. Le comparateur JSON analyse donc les deux entrées et les réécrit avec la même indentation de 2 espaces avant de les comparer, si bien que la mise en forme seule ne compte jamais comme une différence. Si l’un des côtés n’est pas du JSON valide, l’erreur nomme le problème au lieu de produire un diff trompeur.',
        'Les documents normalisés sont ensuite comparés ligne par ligne. Les lignes inchangées sont côte à côte. Lorsqu’une ligne supprimée et une ligne ajoutée plus loin ont plus de la moitié de leurs caractères en commun, elles sont affichées sur une même rangée comme modifiées, avec les caractères changés surlignés de chaque côté. Toute autre ligne apparaît comme supprimée à gauche ou ajoutée à droite, en face d’une rangée vide.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignorer l’ordre des clés', text: 'Trie les clés des objets des deux côtés avant la comparaison, pour les sérialiseurs qui émettent les propriétés dans un ordre variable. L’ordre des tableaux compte toujours.' },
        { title: 'Ignorer les espaces', text: 'Les différences de quantité d’espaces, comme des doubles espaces dans une valeur de chaîne, ne comptent plus.' },
        { title: 'Ignorer la casse', text: 'Traite « Active » et « active » comme égaux, dans les clés comme dans les valeurs.' },
        { title: 'Vue contextuelle', text: 'Masque les longues suites de lignes inchangées et garde trois lignes autour de chaque modification, ce qui aide avec les gros payloads.' },
      ],
    },
    {
      heading: 'Lire et exporter le résultat',
      items: [
        { text: 'Le badge indique le nombre de différences : chaque ligne qui n’est pas inchangée compte une fois.' },
        { text: 'Appuyez sur n et p pour passer à la différence suivante ou précédente.' },
        { text: 'Exporter en PDF écrit le diff complet, chaque ligne des deux côtés, sous forme de texte consultable, sur autant de pages que nécessaire.' },
        { text: 'Modifier l’entrée fait revenir les deux zones de texte avec vos documents, prêtes pour une nouvelle comparaison.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Comparer une réponse d’API au payload attendu d’un test de contrat.' },
        { text: 'Repérer ce qui a changé entre deux versions d’un fichier de configuration ou de feature flags.' },
        { text: 'Vérifier une réponse avant et après un déploiement ou une mise à jour de bibliothèque.' },
        { text: 'Joindre un PDF des différences à un rapport de bug.' },
      ],
    },
  ],
};
