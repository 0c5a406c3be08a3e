import type { ToolContent } from '../../../content/types';

/** Static text of the Java Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le Java',
      paragraphs: [
        'Le code Java regorge de longues lignes : pipelines de streams, chaînes de builders, paramètres annotés et types génériques. Quand chaque développeur les coupe différemment, les pull requests montrent du bruit de mise en page au lieu de la logique. Un style automatique unique garde les grandes bases de code Java faciles à relire.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Prettier Java', text: 'Formatage par prettier-plugin-java, le plugin Prettier maintenu par le projet JHipster, avec une indentation de 4 espaces.' },
        { title: 'Retours à la ligne qui suivent la structure', text: 'Les listes de paramètres trop longues sont écrites à raison d’un paramètre par ligne ; les longues chaînes de méthodes comme stream().filter().map() se coupent à chaque appel.' },
        { title: 'Syntaxe Java actuelle', text: 'Records, classes scellées, expressions switch, blocs de texte, lambdas, génériques et annotations sont pris en charge.' },
        { title: 'Erreurs d’analyse localisées', text: 'Si la source ne s’analyse pas, l’encadré d’erreur indique où le parseur s’est arrêté.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez un fichier source Java ou une classe complète dans Code en entrée.' },
        { text: 'Cliquez sur Formater le code. La grammaire Java est chargée à la première utilisation et le code est analysé en arbre syntaxique.' },
        { text: 'Prettier écrit l’arbre en coupant les lignes à la largeur de ligne.' },
        { text: 'Recopiez la classe formatée dans votre projet.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Collez au moins une classe complète : une instruction ou une méthode isolée n’est pas une unité de compilation Java valide et ne s’analysera pas.' },
        { text: 'Utilisez le même formateur dans le build : prettier-plugin-java s’exécute depuis npm, et Spotless peut le lancer depuis Maven ou Gradle.' },
        { text: 'Le formateur ne supprime pas les imports inutilisés et ne réordonne pas les membres ; votre IDE ou des règles Checkstyle s’en chargent.' },
        { text: 'Formatez les fichiers entiers dans un commit séparé pour que les changements fonctionnels restent faciles à relire.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Lire du code produit par des générateurs comme OpenAPI Generator ou MapStruct, ou par un décompilateur.' },
        { text: 'Ranger des classes legacy avant de les refactorer.' },
        { text: 'Formater des exemples Java pour la documentation, les tickets et les entretiens.' },
        { text: 'Relire la classe d’un collègue sans installer d’IDE.' },
      ],
    },
  ],
};
