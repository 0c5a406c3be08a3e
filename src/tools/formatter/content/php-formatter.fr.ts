import type { ToolContent } from '../../../content/types';

/** Static text of the PHP Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le PHP',
      paragraphs: [
        'Les projets PHP traînent souvent des années de styles mélangés, des templates qui entremêlent PHP et HTML jusqu’aux classes typées modernes. Les standards de code du PHP-FIG (PSR-12 et son successeur, le PER Coding Style) décrivent une mise en page commune ; l’appliquer automatiquement garde les revues centrées sur le comportement.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Le plugin PHP de Prettier', text: 'Formatage par @prettier/plugin-php, avec une indentation de 4 espaces comme l’exigent PSR-2 et ses successeurs.' },
        { title: 'Accolades de style PER', text: 'Les accolades ouvrantes des classes, fonctions et méthodes vont sur leur propre ligne ; les structures de contrôle les gardent sur la même ligne.' },
        { title: 'Virgules finales', text: 'Les tableaux, listes d’arguments et listes de paramètres sur plusieurs lignes reçoivent une virgule finale, si bien qu’ajouter un élément ne modifie qu’une ligne.' },
        { title: 'Syntaxe moderne de PHP 8', text: 'Enums, expressions match, attributs, arguments nommés, readonly et propriétés typées sont pris en charge.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez du code PHP, en commençant par la balise <?php, dans Code en entrée.' },
        { text: 'Cliquez sur Formater le code. Le plugin analyse le code en arbre syntaxique PHP.' },
        { text: 'Prettier écrit l’arbre dans une mise en page de style PER et signale les erreurs de syntaxe dans l’encadré d’erreur.' },
        { text: 'Copiez le fichier formaté.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Commencez l’entrée par <?php : tout ce qui est hors des balises PHP est du HTML inline, donc du code sans la balise est écrit tel quel.' },
        { text: 'Omettez la balise fermante ?> dans les fichiers qui ne contiennent que du PHP ; cela évite des espaces parasites dans la réponse.' },
        { text: 'WordPress a son propre standard de code avec une indentation par tabulation, donc la sortie pour du code WordPress en diffère.' },
        { text: 'Ajoutez PHP_CodeSniffer ou PHP-CS-Fixer à la CI pour les règles qu’un formateur ne couvre pas, comme le nommage.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Nettoyer du PHP legacy avant un refactoring ou une montée de version de PHP.' },
        { text: 'Relire des classes Laravel et Symfony copiées depuis des tickets ou un chat.' },
        { text: 'Formater le code de plugins et de thèmes avant de le lire.' },
        { text: 'Préparer des extraits PHP pour la documentation.' },
      ],
    },
  ],
};
