import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le JSON',
      paragraphs: [
        'Une réponse d’API ou une ligne de log arrive le plus souvent sous la forme d’une seule longue ligne de JSON, où un champ manquant ou un mauvais niveau d’imbrication passe facilement inaperçu. Un JSON indenté montre la structure d’un coup d’œil et garde les revues de code et les diffs lisibles.',
        'Formater, c’est aussi valider. JSON a une grammaire petite et stricte (RFC 8259), et pourtant de nombreuses bibliothèques acceptent sans rien dire des commentaires ou des virgules finales que le système suivant de la chaîne rejettera.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        {
          title: 'Sortie sans perte',
          text: 'Seuls les espaces changent. Les grands entiers comme 12345678901234567890, les valeurs comme 1.0e+400 ou -0, les échappements comme \\u00e9, les clés en double et l’ordre des clés gardent leur texte exact. JSON.parse arrondirait tout entier au-delà de 2^53.',
        },
        {
          title: 'Validation stricte selon la RFC 8259',
          text: 'Virgules finales, commentaires, apostrophes, clés sans guillemets, NaN et zéros en tête sont refusés, et le message d’erreur indique la ligne et la colonne.',
        },
        { title: 'Arborescence repliable', text: 'Chaque objet et chaque tableau de la sortie peut être replié, pour parcourir un grand document niveau par niveau.' },
        { title: 'Documents volumineux', text: 'Un fichier de 10\u00a0Mo se formate en une seconde environ, dans un worker en arrière-plan, et la page reste réactive. Les fichiers jusqu’à 2\u00a0Go s’ouvrent aussitôt formatés, lus par parties.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez votre JSON dans le panneau Code en entrée.' },
        { text: 'Cliquez sur Formater le code. Le texte est vérifié selon la RFC 8259 et réindenté avec deux espaces par niveau.' },
        { text: 'Si le JSON est invalide, corrigez l’endroit indiqué dans l’encadré rouge (ligne et colonne) et formatez à nouveau.' },
        { text: 'Repliez les parties inutiles, puis cliquez sur Copier le code.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Envoyez les identifiants supérieurs à 9007199254740991 (2^53 − 1) sous forme de chaînes si un client JavaScript les lit\u00a0: ce formateur les garde intacts, JSON.parse non.' },
        { text: 'Gardez des clés uniques dans chaque objet. La RFC 8259 dit seulement que les noms DEVRAIENT être uniques, et les parseurs ne s’accordent pas sur le doublon qui l’emporte.' },
        { text: 'Ne comptez pas sur l’ordre des clés\u00a0: les objets JSON ne sont pas ordonnés. Utilisez un tableau quand l’ordre a un sens.' },
        { text: 'Échangez le JSON en UTF-8, comme l’exige la RFC 8259 entre systèmes, et échappez les caractères de contrôle dans les chaînes.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Lire des réponses REST et GraphQL ou des payloads de webhooks pendant le débogage d’une intégration.' },
        { text: 'Vérifier package.json, composer.json ou d’autres fichiers de configuration JSON stricts avant un commit.' },
        { text: 'Préparer des fixtures et des réponses simulées lisibles pour les tests unitaires et les tests de contrat.' },
        { text: 'Examiner du JSON tiré de logs ou de files de messages avant de le joindre à un rapport de bug.' },
      ],
    },
  ],
};
