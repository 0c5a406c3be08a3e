import type { ToolContent } from '../../../content/types';

/** Static text of the XML to JSON page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Des données XML en JSON',
      paragraphs: [
        'Les réponses SOAP, les flux RSS, les POM Maven et les factures UBL sont en XML, alors que les scripts et les front-ends préfèrent le JSON. Cette page lit un document XML dans votre navigateur et l’écrit en JSON avec une correspondance que l’outil JSON vers XML inverse.',
      ],
    },
    {
      heading: 'Règles de correspondance',
      items: [
        { title: 'Éléments', text: 'L’élément racine est l’unique clé de premier niveau ; un élément qui ne contient que du texte devient une chaîne, un élément vide "".' },
        { title: 'Attributs', text: 'Les attributs deviennent des clés préfixées par @, comme "@currency": "EUR" ; les préfixes d’espace de noms restent dans le nom.' },
        { title: 'Texte à côté du balisage', text: 'Quand un élément a des attributs ou des enfants, son texte va sous "#text" ; les sections CDATA comptent comme du texte.' },
        { title: 'Répétition', text: 'Les éléments enfants de même nom deviennent un tableau, dans l’ordre du document.' },
        { title: 'Entités', text: 'Les cinq entités XML et les références de caractère comme &#233; sont décodées.' },
      ],
    },
    {
      heading: 'Du XML au JSON en quatre étapes',
      layout: 'steps',
      items: [
        { text: 'Collez du XML dans le panneau Entrée XML ou déposez-y un fichier.' },
        { text: 'Activez Déduire les types si les nombres et true/false doivent devenir des valeurs JSON.' },
        { text: 'Cliquez sur Convertir ; un document mal formé est signalé avec sa ligne et sa colonne.' },
        { text: 'Copiez le JSON ou téléchargez converted.json.' },
      ],
    },
    {
      heading: 'Ce qui est laissé de côté',
      items: [
        { text: 'Les commentaires, les instructions de traitement et le DOCTYPE ne sont pas des données et sont écartés, avec une note.' },
        { text: 'Si des enfants de noms différents alternent (a, b, a), chaque nom est regroupé, et leur entrelacement est perdu.' },
        { text: 'Le texte mêlé autour des éléments enfants est rogné et réuni en une seule valeur #text.' },
        { text: 'Les entités déclarées dans une DTD ne sont pas développées : le document est refusé avec le nom de l’entité.' },
      ],
    },
  ],
};
