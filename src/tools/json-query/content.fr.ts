import type { ToolContent } from '../../content/types';

/** Static text of the JSON Query page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Posez une question à un document JSON',
      paragraphs: [
        'Une réponse d’API ou un export de logs a rarement besoin d’être lu en entier : vous voulez les adresses e-mail des utilisateurs de plus de 30 ans, ou le total des lignes de commande. jq répond à ce genre de questions en une ligne et c’est ce qu’utilisent la plupart des développeurs en ligne de commande ; JSONPath (RFC 9535) est la façon standard de désigner des valeurs dans un document, utilisée par les outils de test d’API et de nombreuses bibliothèques.',
      ],
    },
    {
      heading: 'Ce que vous obtenez',
      items: [
        { title: 'Le vrai jq', text: 'jq 1.7.1 compilé en WebAssembly s’exécute dans un worker en arrière-plan : chaque filtre et chaque fonction marchent comme en ligne de commande, y compris reduce, group_by et @csv.' },
        { title: 'Options de jq', text: 'Compact (-c) écrit une valeur par ligne, Chaînes brutes (-r) écrit les chaînes sans guillemets, Slurp (-s) lit d’abord toutes les valeurs de l’entrée dans un tableau, et Trier les clés (-S) trie les clés des objets dans la sortie.' },
        { title: 'Les erreurs de jq lui-même', text: 'Un filtre qui ne compile pas, ou qui échoue sur les données, affiche le message de jq tel que la ligne de commande l’imprime.' },
        { title: 'JSONPath avec les chemins', text: 'Les correspondances d’une requête JSONPath sous forme de tableau JSON, et en dessous le chemin normalisé de chacune, comme $[\'users\'][0][\'email\'], à copier dans du code ou des tests.' },
        { title: 'Résultats pendant la saisie', text: 'La requête s’exécute un instant après la fin de la saisie ; Entrée l’exécute aussitôt, et une longue requête peut être annulée.' },
      ],
    },
    {
      heading: 'Interroger un document',
      layout: 'steps',
      items: [
        { text: 'Collez le JSON dans l’éditeur Entrée JSON, ouvrez un fichier ou déposez-le sur l’éditeur.' },
        { text: 'Choisissez jq ou JSONPath et tapez le filtre ou la requête ; pour jq, cochez les options que vous passeriez en ligne de commande.' },
        { text: 'Copier le résultat ou Télécharger le résultat enregistre la sortie exactement comme jq l’imprime.' },
        { text: 'Le formateur JSON offre le même panneau de requête sous sa sortie, pour le document que vous venez de formater.' },
      ],
    },
    {
      heading: 'Détails',
      items: [
        { text: 'Plusieurs valeurs JSON à la suite (comme dans les logs NDJSON) sont lues par jq une à une, ou dans un tableau avec Slurp ; JSONPath a besoin d’un seul document.' },
        { text: 'jq calcule avec des nombres en double précision : les nombres qu’il ne fait que transmettre gardent leurs chiffres, mais les calculs et comparaisons sur des nombres au-delà de 2^53 perdent en précision, comme en ligne de commande.' },
        { text: 'Les résultats JSONPath gardent chaque nombre exactement tel qu’il est écrit, puisqu’ils sont copiés du document ; les comparaisons des filtres comme ?@.price < 10 utilisent des nombres en double précision.' },
        { text: 'Le moteur jq (environ 1,3 Mo) est téléchargé au premier filtre jq exécuté ; rien de ce que vous collez n’est envoyé nulle part.' },
      ],
    },
  ],
};
