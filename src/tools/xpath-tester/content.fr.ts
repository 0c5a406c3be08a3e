import type { ToolContent } from '../../content/types';

/** Static text of the XPath Tester page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Posez une question à un document XML',
      paragraphs: [
        'Les réponses SOAP, les builds Maven, les manifestes Android, les factures UBL et les flux sont du XML, et le moyen le plus rapide d’y trouver quelque chose est une expression XPath : l’artifactId de chaque dépendance, le total des lignes de facture, les éléments d’un flux qui parlent de Mars. Cette page évalue l’expression pendant la saisie et liste chaque nœud sélectionné avec sa place dans le document.',
      ],
    },
    {
      heading: 'Ce que vous obtenez',
      items: [
        { title: 'libxml2, comme xmllint', text: 'Toute expression que XPath 1.0 sait évaluer est traitée par libxml2 compilé en WebAssembly, la bibliothèque derrière xmllint : vous obtenez les mêmes résultats que vos scripts.' },
        { title: 'XPath 3.1 aussi', text: 'Les expressions qui demandent XPath 3.1, comme for, l’opérateur !, string-join ou les maps, sont traitées par fontoxpath ; la page indique quel moteur a répondu.' },
        { title: 'Où se trouve chaque nœud', text: 'Chaque nœud est accompagné de son chemin de localisation, comme /rss/channel/item[3]/title, et de sa ligne et sa colonne ; un clic y place le curseur dans le document.' },
        { title: 'Espaces de noms', text: 'Les préfixes déclarés par le document fonctionnent tels quels. Liez-en d’autres, ou un préfixe pour l’espace de noms par défaut, dans le champ Espaces de noms sous la forme préfixe=URI.' },
        { title: 'Résultats pendant la saisie', text: 'L’expression s’exécute un instant après la fin de la saisie, Entrée l’exécute aussitôt, et le document reste dans le worker entre les requêtes, si bien qu’un gros document n’est analysé qu’une fois.' },
      ],
    },
    {
      heading: 'Interroger un document',
      layout: 'steps',
      items: [
        { text: 'Collez le XML dans l’éditeur Entrée XML, ouvrez un fichier ou déposez-le sur l’éditeur.' },
        { text: 'Tapez une expression XPath, par exemple //item/title ou count(//dependency).' },
        { text: 'Choisissez un résultat pour le voir dans le document ; Télécharger les résultats enregistre toute la liste avec chemins et lignes.' },
        { text: 'Le formateur XML offre le même panneau XPath à côté de sa sortie, pour le document que vous venez de formater.' },
      ],
    },
    {
      heading: 'Détails',
      items: [
        { text: 'XPath n’a pas d’espace de noms d’éléments par défaut : dans un document avec xmlns="…" (un POM Maven, un SVG), liez un préfixe à cette URI, par exemple pom=http://maven.apache.org/POM/4.0.0, et écrivez //pom:dependency.' },
        { text: 'Les nombres sont écrits comme XPath 1.0 les écrit, quel que soit le moteur qui a répondu : 4799940000, 0.333333333333333, NaN.' },
        { text: 'Pour XPath, les blancs entre les éléments font partie du document, comme dans xmllint : text() et node() les comptent.' },
        { text: 'Rien n’est chargé depuis le réseau : les entités externes ne sont jamais développées, et le document reste dans votre navigateur.' },
      ],
    },
  ],
};
