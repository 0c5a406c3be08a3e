import type { ToolContent } from '../../../content/types';

/** Static text of the XML Compare page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Comment fonctionne le comparateur XML',
      paragraphs: [
        'Le XML produit par des systèmes différents a rarement la même mise en forme : l’un écrit tout sur une seule ligne, l’autre indente avec quatre espaces. Le comparateur XML réindente donc d’abord les deux documents comme le fait le formateur XML, deux espaces par niveau et un élément par ligne, pour qu’il ne reste que les vraies modifications d’éléments, d’attributs et de texte. Un XML mal formé d’un côté ou de l’autre est signalé avec sa ligne et sa colonne.',
        'Les deux documents normalisés sont ensuite comparés ligne par ligne. Si une ligne à gauche et une ligne plus loin à droite partagent plus de la moitié de leurs caractères, par exemple un élément dont la valeur d’attribut a changé, elles sont appariées en une rangée modifiée et les caractères exacts qui diffèrent sont surlignés. Les lignes sans partenaire de ce type apparaissent comme supprimées ou ajoutées à côté d’une rangée vide.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignorer les espaces', text: 'Les suites d’espaces et de tabulations comptent comme un seul espace et les espaces en début ou en fin sont ignorés, par exemple dans le contenu texte.' },
        { title: 'Ignorer la casse', text: 'La casse des lettres est ignorée, pratique quand un système écrit TRUE et un autre true.' },
        { title: 'Vue contextuelle', text: 'Affiche chaque modification avec trois lignes autour et replie les longs passages inchangés des gros documents.' },
        { title: 'Navigation au clavier', text: 'n passe à la différence suivante et p à la précédente.' },
      ],
    },
    {
      heading: 'Lire et exporter le résultat',
      items: [
        { text: 'Les deux côtés portent les numéros de ligne des documents normalisés, pour retrouver une modification dans une sortie formatée.' },
        { text: 'Le badge des différences compte les lignes supprimées, ajoutées et modifiées.' },
        { text: 'Exporter en PDF produit un document de plusieurs pages avec chaque ligne des deux côtés en texte sélectionnable et consultable.' },
        { text: 'Modifier l’entrée revient aux zones de texte sans perdre ce que vous avez collé.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Comparer des réponses SOAP d’un environnement de test et de production.' },
        { text: 'Relire les modifications de pom.xml ou de fichiers de configuration Spring ou .NET.' },
        { text: 'Vérifier un document transformé par rapport à la sortie attendue d’un test XSLT ou de mapping.' },
        { text: 'Trouver ce qui a changé entre deux exports du même flux de données.' },
      ],
    },
  ],
};
