import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Compare page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Comment fonctionne le comparateur HTML',
      paragraphs: [
        'La même page peut être servie minifiée par un build et indentée par un autre. Le comparateur HTML formate les deux documents avec Prettier, selon les réglages du formateur HTML, avant de les comparer, si bien que les différences d’indentation et de retours à la ligne disparaissent et que les éléments, attributs et textes modifiés ressortent.',
        'Après le formatage, les documents sont comparés ligne par ligne. Lorsqu’une ligne de l’original et une ligne plus loin de la version modifiée partagent plus de la moitié de leurs caractères, par exemple une balise dont l’attribut class a changé, elles sont affichées comme une seule rangée modifiée avec les caractères différents surlignés. Les autres lignes sont listées comme supprimées ou ajoutées en face d’une rangée vide.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignorer les espaces', text: 'Les espaces en trop à l’intérieur d’une ligne, par exemple entre attributs ou entre mots, ne sont pas signalés.' },
        { title: 'Ignorer la casse', text: 'Les textes et valeurs d’attribut qui ne diffèrent que par la casse sont considérés comme égaux.' },
        { title: 'Vue contextuelle', text: 'Replie les parties inchangées d’une longue page et garde trois lignes de contexte autour de chaque modification.' },
        { title: 'Touches n et p', text: 'Sautent directement à la rangée modifiée suivante ou précédente.' },
      ],
    },
    {
      heading: 'Lire et exporter le résultat',
      items: [
        { text: 'Les caractères supprimés sont surlignés à gauche et les caractères ajoutés à droite de chaque rangée modifiée.' },
        { text: 'Le badge au-dessus du résultat compte chaque ligne modifiée.' },
        { text: 'Exporter en PDF écrit le diff entier en texte consultable, quelle que soit la longueur de la page.' },
        { text: 'Cliquez sur Modifier l’entrée pour changer le balisage et comparer de nouveau.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Vérifier ce qu’une modification de CMS ou de template a changé dans le HTML rendu.' },
        { text: 'Comparer le rendu serveur avant et après une mise à jour de framework.' },
        { text: 'Relire les modifications de templates d’e-mails HTML.' },
        { text: 'Comprendre pourquoi un test de snapshot d’un composant échoue.' },
      ],
    },
  ],
};
