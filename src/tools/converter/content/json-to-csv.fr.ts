import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to CSV page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Des enregistrements JSON en tableur',
      paragraphs: [
        'Un export d’API est généralement un tableau d’objets. Les tableurs, les outils de BI et les assistants d’import des bases de données veulent du CSV. Ce convertisseur écrit une ligne par objet et une colonne par champ, et liste sous la sortie chaque endroit où le CSV a dû simplifier les données.',
      ],
    },
    {
      heading: 'Comment les colonnes sont construites',
      items: [
        { title: 'En-tête', text: 'L’union de toutes les clés, dans l’ordre de leur première apparition, pour que des enregistrements avec des champs en plus ou en moins restent alignés.' },
        { title: 'Objets imbriqués', text: 'Aplatis en noms de colonnes pointés : {"address": {"city": "Utrecht"}} donne une colonne address.city.' },
        { title: 'Tableaux', text: 'Écrits en texte JSON dans une cellule, par exemple ["a","b"], pour que rien ne soit perdu.' },
        { title: 'Nombres et booléens', text: 'Recopiés avec leurs chiffres exacts ; 12345678901234567890 n’est pas arrondi et 1.50 garde son zéro final.' },
        { title: 'Guillemets', text: 'RFC 4180 : les cellules contenant des virgules, des guillemets ou des sauts de ligne sont entre guillemets, les guillemets sont doublés, les lignes se terminent par CRLF.' },
      ],
    },
    {
      heading: 'Utiliser le convertisseur',
      layout: 'steps',
      items: [
        { text: 'Collez un tableau JSON d’objets (un objet seul donne une ligne) dans le panneau Entrée JSON.' },
        { text: 'Laissez la protection contre les formules activée, sauf si le fichier va vers un programme qui n’est pas un tableur.' },
        { text: 'Cliquez sur Convertir et lisez les notes sous le CSV.' },
        { text: 'Téléchargez converted.csv et ouvrez-le dans Excel, LibreOffice ou Google Sheets.' },
      ],
    },
    {
      heading: 'Limites du CSV',
      items: [
        { text: 'null et une clé absente deviennent tous deux une cellule vide ; le CSV ne permet pas de les distinguer.' },
        { text: 'La protection contre les formules place une apostrophe devant les cellules qu’un tableur pourrait exécuter : celles qui commencent par =, @, une tabulation ou un retour chariot, et par + ou - sauf si un nombre ou un numéro de téléphone suit, si bien que -12.5 et +31 6 12345678 restent tels quels.' },
        { text: 'Les éléments du tableau qui ne sont pas des objets vont dans une colonne nommée value.' },
        { text: 'Si une clé contient déjà un point, elle peut entrer en collision avec une colonne aplatie ; la note compte ces cellules.' },
      ],
    },
  ],
};
