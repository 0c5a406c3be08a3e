import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le HTML',
      paragraphs: [
        'Le balisage issu d’un CMS, d’un modèle d’e-mail ou d’un build minifié est un mur de div imbriqués où l’on peine à voir quelle balise ferme quoi. Une indentation cohérente rend visible l’arbre du document.',
        'Le HTML demande un formateur prudent : l’espace entre éléments inline s’affiche comme une espace visible, donc ajouter ou retirer un saut de ligne au mauvais endroit change ce que voient les utilisateurs.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Prettier pour le HTML', text: 'Le même formateur que celui de nombreux éditeurs et pipelines de CI, avec une largeur de ligne de 120 caractères et une indentation de 2 espaces.' },
        { title: 'Mise en page attentive aux espaces', text: 'Les sauts de ligne suivent le type d’affichage CSS de chaque élément : les éléments de bloc comme div et p ont leur propre ligne, les éléments inline comme a, span et em ne sont pas coupés d’une façon qui ajoute ou retire des espaces visibles.' },
        { title: 'Code embarqué', text: 'Les blocs script et style sont formatés comme du JavaScript et du CSS.' },
        { title: 'Longues balises renvoyées à la ligne', text: 'Un élément avec de nombreux attributs est écrit avec un attribut par ligne.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez un document HTML complet ou un fragment dans Code en entrée.' },
        { text: 'Cliquez sur Formater le code. Prettier analyse le balisage en arbre, comme le ferait un navigateur.' },
        { text: 'Il décide des sauts de ligne d’après les types d’affichage des éléments et la largeur de 120 caractères, puis écrit l’arbre.' },
        { text: 'Parcourez la sortie repliable et copiez-la.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Ne soyez pas surpris par un > en début de ligne : Prettier l’y place exprès pour ne pas ajouter d’espace entre éléments inline.' },
        { text: 'Vérifiez la conformité avec le W3C Nu HTML Checker : le formatage ne détecte que le balisage illisible pour le parseur, pas les imbrications ou attributs invalides.' },
        { text: 'La syntaxe de templates (Handlebars, Jinja, Blade) n’est pas du HTML ; formatez ces fichiers avec un outil qui comprend leur langage.' },
        { text: 'Écrivez explicitement les balises fermantes comme </p> et </li> ; les balises fermantes facultatives sont valides mais rendent la structure plus difficile à lire.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Lire le code source minifié d’une page en production.' },
        { text: 'Nettoyer du HTML exporté d’un CMS, d’un constructeur de pages ou d’un éditeur d’e-mails.' },
        { text: 'Relire le balisage généré par des templates côté serveur.' },
        { text: 'Préparer des extraits pour la documentation ou pour le comparateur HTML.' },
      ],
    },
  ],
};
