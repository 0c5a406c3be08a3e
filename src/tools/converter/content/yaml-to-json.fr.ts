import type { ToolContent } from '../../../content/types';

/** Static text of the YAML to JSON page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Lire du YAML en JSON',
      paragraphs: [
        'Beaucoup d’outils n’acceptent que le JSON : un validateur de schéma, jq, un client HTTP, un chargeur de fixtures de test. Cette page lit un fichier YAML avec le schéma core de YAML 1.2 et écrit les mêmes données en JSON indenté, en gardant l’ordre des clés et les chiffres exacts des grands nombres.',
      ],
    },
    {
      heading: 'Comment le YAML est lu',
      items: [
        { title: 'Ancres et alias', text: 'Chaque *alias est remplacé par une copie du nœud que nomme son &ancre ; un nœud qui se référence lui-même est refusé, car JSON ne peut pas exprimer un cycle.' },
        { title: 'Clés de fusion', text: '<<: *defaults copie les clés du mapping fusionné, et les clés écrites à côté l’emportent, comme l’attend Docker Compose.' },
        { title: 'Types YAML 1.2', text: 'yes, on et 2024-01-15 restent des chaînes ; true, false, null, ~ et des nombres comme 0x1F ou 1e3 deviennent des valeurs JSON.' },
        { title: 'Grands entiers', text: 'Un entier comme 123456789012345678901 est écrit avec tous ses chiffres au lieu d’être arrondi.' },
        { title: 'Plusieurs documents', text: 'Un fichier avec des séparateurs --- devient un tableau JSON de ses documents, et une note le signale.' },
      ],
    },
    {
      heading: 'Étapes',
      layout: 'steps',
      items: [
        { text: 'Collez du YAML dans le panneau Entrée YAML ou déposez-y un fichier .yaml ou .yml.' },
        { text: 'Cliquez sur Convertir ; une erreur de syntaxe indique la ligne et la colonne où la lecture s’est arrêtée.' },
        { text: 'Consultez les notes sous la sortie pour tout ce que JSON n’a pas pu contenir.' },
        { text: 'Copiez le JSON ou téléchargez-le sous le nom converted.json.' },
      ],
    },
    {
      heading: 'Ce que JSON ne peut pas contenir',
      items: [
        { text: '.inf, -.inf et .nan n’ont pas de forme JSON et sont écrits null, chacun signalé dans une note.' },
        { text: 'Une clé de mapping qui est elle-même une liste ou un mapping devient le texte JSON de cette clé.' },
        { text: 'Les commentaires et le choix entre style bloc et style flux relèvent de la mise en forme, pas des données, et ne sont pas conservés.' },
        { text: 'Les tags personnalisés comme !Ref sont refusés avec un message au lieu d’être devinés.' },
      ],
    },
  ],
};
