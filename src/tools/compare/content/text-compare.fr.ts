import type { ToolContent } from '../../../content/types';

/** Static text of the Text Compare page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Comment fonctionne le comparateur de texte',
      paragraphs: [
        'Le comparateur de texte accepte tout texte brut : fichiers de log, code dans n’importe quel langage, CSV, configuration, prose. Contrairement aux comparaisons JSON ou XML, il ne reformate rien ; les lignes sont comparées telles que vous les avez collées, les fins de ligne Windows et des anciens Mac étant lues comme de simples sauts de ligne, et seules les options que vous activez changent ce qui compte comme une différence.',
        'Les lignes sont appariées dans l’ordre. Les lignes identiques apparaissent côte à côte. Une ligne supprimée et une ligne ajoutée plus loin sont affichées sur la même rangée comme modifiées lorsque plus de la moitié de leurs caractères concordent ; les caractères qui diffèrent sont surlignés, si bien qu’un chiffre changé dans une longue ligne de log saute aux yeux. Toutes les autres lignes sont marquées supprimées (à gauche) ou ajoutées (à droite), en face d’une rangée vide.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignorer les espaces', text: 'Les changements d’indentation et de quantité d’espaces, comme des tabulations remplacées par des espaces, ne sont pas comptés.' },
        { title: 'Ignorer la casse', text: 'Majuscules et minuscules sont traitées comme la même lettre.' },
        { title: 'Vue contextuelle', text: 'Seules les lignes modifiées et les trois lignes qui les entourent sont affichées ; un passage identique replié peut être déplié à nouveau.' },
        { title: 'Suivante et précédente', text: 'Appuyez sur n ou p pour parcourir les différences une à une.' },
      ],
    },
    {
      heading: 'Lire et exporter le résultat',
      items: [
        { text: 'Chaque côté affiche ses propres numéros de ligne, pour retrouver une modification dans le fichier d’origine.' },
        { text: 'Le compteur au-dessus du résultat (« 3 différences dans 2 blocs ») compte chaque ligne supprimée, ajoutée ou modifiée, ainsi que les blocs qu’elles forment.' },
        { text: 'Exporter en PDF enregistre la comparaison complète, pas une capture d’écran : toutes les lignes des deux côtés, sous forme de texte que vous pouvez rechercher et copier.' },
        { text: 'Modifier l’entrée réaffiche les deux zones de texte pour que vous puissiez ajuster l’un ou l’autre côté.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Comparer la sortie de log d’une exécution de tests réussie et d’une exécution en échec.' },
        { text: 'Vérifier deux versions d’un script, d’un fichier SQL ou d’un fichier d’environnement.' },
        { text: 'Relire les modifications d’une documentation, de notes de version ou d’un texte de contrat.' },
        { text: 'Vérifier qu’un export ou un rapport correspond ligne à ligne à la sortie attendue.' },
      ],
    },
  ],
};
