import type { ToolContent } from '../../../content/types';

/** Static text of the XML Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le XML',
      paragraphs: [
        'Messages SOAP, flux RSS, sitemaps, POM Maven et configurations exportées arrivent souvent sous la forme d’une seule ligne de XML. L’indentation révèle l’arbre des éléments : vous voyez à quel élément appartient une valeur et où se termine un bloc.',
        'Un contrôle de bonne formation détecte les balises non fermées, les différences de casse dans les balises fermantes et les esperluettes non échappées avant que le système qui consomme le document ne le fasse.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'La mise en page de xmllint --format', text: 'Deux espaces par niveau et un élément par ligne dès qu’un élément ne contient que des éléments enfants : l’indentation que vous connaissez de libxml2.' },
        { title: 'Contenu préservé', text: 'Le contenu mixte, le texte, les sections CDATA, les commentaires, les instructions de traitement et la déclaration XML restent tels quels. Les espaces à l’intérieur du texte ne sont jamais modifiés.' },
        { title: 'Erreurs précises', text: 'Une entrée mal formée est signalée par « XML invalide : » suivi du problème, avec sa ligne et sa colonne.' },
        { title: 'Rapide sur les gros fichiers', text: 'Les documents de plusieurs mégaoctets sont formatés dans un worker en arrière-plan et affichés sous forme d’arborescence repliable.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez un document ou un fragment XML dans le panneau Code en entrée.' },
        { text: 'Cliquez sur Formater le code. Le parseur vérifie l’imbrication, les guillemets des attributs, les références d’entités et la fermeture de chaque balise ouvrante.' },
        { text: 'Les éléments qui ne contiennent que des éléments enfants sont répartis sur plusieurs lignes ; les éléments qui contiennent du texte le gardent sur leur ligne.' },
        { text: 'Repliez les éléments inutiles et copiez le résultat.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Bien formé ne veut pas dire valide : vérifiez aussi le document par rapport à son XSD ou sa DTD dans votre build.' },
        { text: 'Ne réindentez pas du XML signé (XML-DSig, assertions SAML) : des espaces modifiés cassent la signature.' },
        { text: 'Utilisez CDATA pour du code ou du balisage embarqué au lieu d’échapper chaque < et &.' },
        { text: 'Déclarez l’encodage dans la déclaration XML dès qu’un document n’est pas en UTF-8.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Déboguer des requêtes et réponses SOAP capturées dans des logs ou par un proxy.' },
        { text: 'Lire pom.xml, web.config, les layouts Android et d’autres configurations XML.' },
        { text: 'Vérifier à la main des flux RSS et Atom, des sitemaps et des fichiers SVG.' },
        { text: 'Préparer deux exports pour les comparer côte à côte avec le comparateur XML.' },
      ],
    },
  ],
};
