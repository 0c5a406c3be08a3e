import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Compare page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Comment fonctionne le comparateur CSS',
      paragraphs: [
        'Une feuille de style minifiée et sa source ne se ressemblent en rien, alors que les règles peuvent être identiques. Le comparateur CSS formate les deux feuilles de style de la même manière, une déclaration par ligne, avant de les comparer, si bien qu’une valeur de propriété modifiée apparaît comme une seule ligne et non comme une règle entièrement réécrite.',
        'Les feuilles de style formatées sont ensuite comparées ligne par ligne. Une déclaration supprimée et une autre ajoutée plus loin sont appariées comme modifiées lorsque plus de la moitié de leurs caractères concordent, comme color: #333 devenu color: #222, et les caractères changés sont surlignés. Les lignes sans partenaire similaire sont marquées supprimées ou ajoutées en face d’une rangée vide.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignorer les espaces', text: 'Les différences de quantité d’espaces dans une ligne, par exemple dans un commentaire ou une chaîne, ne sont pas comptées.' },
        { title: 'Ignorer la casse', text: 'Traite #FFF et #fff, ou PX et px, comme égaux.' },
        { title: 'Vue contextuelle', text: 'N’affiche que les règles modifiées avec trois lignes autour, pour que les longues feuilles de style restent lisibles.' },
        { title: 'Navigation', text: 'Utilisez n pour la différence suivante et p pour la précédente.' },
      ],
    },
    {
      heading: 'Lire et exporter le résultat',
      items: [
        { text: 'Les numéros de ligne se rapportent aux feuilles de style formatées de chaque côté.' },
        { text: 'Le nombre de différences couvre les déclarations et sélecteurs supprimés, ajoutés et modifiés.' },
        { text: 'Le PDF contient chaque ligne des deux côtés sous forme de texte, répartie sur autant de pages que nécessaire.' },
        { text: 'Modifier l’entrée rétablit les zones de texte pour que vous puissiez coller une autre version.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Trouver ce qui a changé entre deux versions d’un thème ou d’une bibliothèque de composants.' },
        { text: 'Comparer le CSS de production avec le build local quand un style diffère.' },
        { text: 'Relire la sortie après la mise à jour d’un préprocesseur ou d’un plugin PostCSS.' },
        { text: 'Vérifier qu’un refactoring n’a modifié aucune déclaration.' },
      ],
    },
  ],
};
