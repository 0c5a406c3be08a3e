import type { ToolContent } from '../../../content/types';

/** Static text of the YAML Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le YAML',
      paragraphs: [
        'En YAML, l’indentation est la structure. Une clé indentée de deux espaces de trop change silencieusement de parent, et les tabulations sont carrément interdites pour l’indentation. Les manifestes Kubernetes, pipelines de CI et fichiers Compose échouent alors de façon déroutante : une mise en page cohérente et une vérification précoce de la syntaxe font gagner un vrai temps de débogage.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Prettier pour le YAML', text: 'Les documents sont réécrits avec une indentation de 2 espaces et un espacement cohérent après les deux-points et les tirets de séquence.' },
        { title: 'Rien n’est perdu', text: 'Commentaires, ancres (&), alias (*), clés de fusion (<<) et scalaires de bloc (| et >) restent tels qu’écrits.' },
        { title: 'Fichiers à plusieurs documents', text: 'Plusieurs documents séparés par --- restent séparés, comme dans un fichier unique de manifestes Kubernetes.' },
        { title: 'Erreurs de syntaxe localisées', text: 'Une mauvaise indentation, des guillemets non fermés et des mappings invalides sont signalés avec leur position.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez un ou plusieurs documents YAML dans Code en entrée.' },
        { text: 'Cliquez sur Formater le code. Le YAML est analysé, les commentaires restant attachés aux nœuds voisins.' },
        { text: 'Prettier écrit chaque document avec une indentation uniforme.' },
        { text: 'Copiez le résultat, ou repliez mappings et séquences pour vérifier l’imbrication.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Mettez entre guillemets des valeurs comme no, yes, on, off, 1.10 ou 010 : les parseurs YAML 1.1 les lisent comme des booléens ou des nombres (le « problème norvégien », où NO devient false).' },
        { text: 'Gardez des clés uniques dans un mapping ; beaucoup de parseurs ne gardent que la dernière valeur sans avertir.' },
        { text: 'Utilisez ancres et alias pour réutiliser des blocs répétés, mais gardez-les proches pour que le lecteur puisse suivre.' },
        { text: 'Validez aussi par rapport à un schéma, par exemple avec kubeconform pour Kubernetes ou le JSON Schema de votre système de CI.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Vérifier des manifestes Kubernetes et des fichiers de values Helm.' },
        { text: 'Réparer des pipelines GitHub Actions et GitLab CI après une erreur d’indentation.' },
        { text: 'Ranger des fichiers Docker Compose et des playbooks Ansible.' },
        { text: 'Lire de longues spécifications OpenAPI.' },
      ],
    },
  ],
};
