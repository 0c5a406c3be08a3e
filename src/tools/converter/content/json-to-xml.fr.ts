import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to XML page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Une correspondance réversible',
      paragraphs: [
        'Le XML a des attributs, du texte et des éléments répétés ; le JSON a des objets, des tableaux et des valeurs typées. Ce convertisseur utilise une seule correspondance documentée dans les deux sens, celle que lit l’outil XML vers JSON, si bien qu’un document converti dans un sens puis dans l’autre garde ses éléments, attributs et textes.',
      ],
    },
    {
      heading: 'La correspondance',
      items: [
        { title: 'Clés', text: 'Chaque clé devient un élément enfant de ce nom : {"title": "Dune"} donne <title>Dune</title>.' },
        { title: 'Clés @', text: 'Une clé qui commence par @ devient un attribut : {"book": {"@id": "b1"}} donne <book id="b1"/>.' },
        { title: '#text', text: 'La clé #text contient le texte d’un élément qui a aussi des attributs ou des enfants.' },
        { title: 'Tableaux', text: 'Un tableau est écrit sous forme d’éléments répétés portant la clé comme nom.' },
        { title: 'Racine', text: 'Un objet à une seule clé est l’élément racine ; tout autre document est enveloppé dans <root>, les éléments de tableau dans <item>.' },
      ],
    },
    {
      heading: 'Conversion',
      layout: 'steps',
      items: [
        { text: 'Collez du JSON dans le panneau Entrée JSON.' },
        { text: 'Cliquez sur Convertir pour obtenir du XML indenté avec une déclaration XML.' },
        { text: 'Lisez les notes pour tout ce que le XML ne peut pas exprimer.' },
        { text: 'Copiez le XML ou téléchargez converted.xml.' },
      ],
    },
    {
      heading: 'Ce que le XML ne peut pas exprimer',
      items: [
        { text: 'Les nombres et booléens deviennent du texte ; reconvertis, ils donnent des chaînes, sauf si Déduire les types y est activé. Les grands entiers gardent tous leurs chiffres.' },
        { text: 'null devient un élément vide, et un tableau vide ne produit aucun élément.' },
        { text: 'Un tableau à un seul élément ne se distingue plus d’une valeur unique une fois en XML.' },
        { text: 'Dans les clés qui ne sont pas des noms XML, comme "first name" ou "1st", les autres caractères sont remplacés par _.' },
      ],
    },
  ],
};
