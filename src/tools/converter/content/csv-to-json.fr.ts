import type { ToolContent } from '../../../content/types';

/** Static text of the CSV to JSON page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Des lignes CSV en objets JSON',
      paragraphs: [
        'Un export de tableur devient un tableau JSON avec un objet par ligne, dont les clés viennent de la ligne d’en-tête. Par défaut, chaque valeur reste une chaîne, exactement comme dans le fichier, si bien que des codes postaux comme 01234 et des identifiants comme 007 gardent leurs zéros initiaux.',
      ],
    },
    {
      heading: 'Règles de lecture',
      items: [
        { title: 'RFC 4180', text: 'Les champs entre guillemets peuvent contenir des virgules, des guillemets doublés et des sauts de ligne ; les fins de ligne CRLF, LF et CR et une marque d’ordre des octets (BOM) sont acceptées.' },
        { title: 'Ligne d’en-tête', text: 'Le premier enregistrement nomme les clés ; un nom répété reçoit un suffixe (_2) et un nom vide sa position (column3).' },
        { title: 'Lignes irrégulières', text: 'Les cellules manquantes deviennent des chaînes vides et les cellules au-delà de l’en-tête reçoivent des noms par position, chaque cas étant mentionné dans une note.' },
        { title: 'Déduire les types', text: 'Une fois activé, true, false et null deviennent des valeurs JSON et les nombres en notation JSON des nombres avec leurs chiffres exacts.' },
      ],
    },
    {
      heading: 'Convertir un fichier',
      layout: 'steps',
      items: [
        { text: 'Collez du CSV dans le panneau Entrée CSV ou déposez-y un fichier .csv.' },
        { text: 'Choisissez si les types doivent être déduits.' },
        { text: 'Cliquez sur Convertir ; un guillemet non fermé est signalé avec la ligne où commence son champ.' },
        { text: 'Copiez le tableau d’enregistrements ou téléchargez-le sous le nom converted.json.' },
      ],
    },
    {
      heading: 'Conseils',
      items: [
        { text: 'Laissez la déduction désactivée pour les codes et identifiants : 0042 n’est pas un nombre JSON et reste une chaîne dans tous les cas, mais 42 en deviendrait un.' },
        { text: 'Un fichier écrit par l’outil JSON vers CSV se relit en enregistrements plats avec des clés pointées comme address.city.' },
        { text: 'Seules les virgules séparent les champs ; convertissez d’abord dans votre tableur les exports séparés par des points-virgules.' },
        { text: 'Les lignes vides entre les enregistrements sont ignorées.' },
      ],
    },
  ],
};
