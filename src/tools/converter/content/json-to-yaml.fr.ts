import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to YAML page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Du JSON au YAML sans surprises',
      paragraphs: [
        'La configuration de Kubernetes, GitHub Actions, Ansible ou Docker Compose s’écrit en YAML, alors que les données naissent souvent en JSON, d’une API ou d’un script. Ce convertisseur réécrit un document JSON en YAML de style bloc qui se relit exactement en les mêmes données.',
      ],
    },
    {
      heading: 'Règles de conversion',
      items: [
        { title: 'Nombres exacts', text: 'Les nombres sont recopiés tels qu’ils sont écrits : 12345678901234567890 reste entier, 1.0 garde son point décimal et -0 son signe. Un convertisseur fondé sur JSON.parse arrondirait tout entier au-delà de 2^53.' },
        { title: 'Guillemets soignés', text: 'Les chaînes comme "yes", "no", "on", "null", "1.5" ou "2024-01-15" sont mises entre guillemets, pour qu’aucun lecteur YAML 1.1 ou 1.2 ne les transforme en booléens, nombres ou dates.' },
        { title: 'Ordre des clés', text: 'Les clés apparaissent dans l’ordre du JSON, y compris celles qui ressemblent à des nombres.' },
        { title: 'Conteneurs vides', text: 'Les objets et tableaux vides sont écrits {} et [] pour garder leur type.' },
        { title: 'Clés en double', text: 'YAML les interdit : la dernière valeur l’emporte, comme avec JSON.parse, et une note sous la sortie indique combien ont été écartées.' },
      ],
    },
    {
      heading: 'Comment convertir',
      layout: 'steps',
      items: [
        { text: 'Collez du JSON dans le panneau Entrée JSON, ou ouvrez ou déposez un fichier .json.' },
        { text: 'Cliquez sur Convertir ou appuyez sur Ctrl+Entrée ; un JSON invalide est signalé avec sa ligne et sa colonne.' },
        { text: 'Lisez le YAML dans le panneau de sortie, repliez des sections ou cherchez-y avec la recherche.' },
        { text: 'Copiez le YAML ou téléchargez-le sous le nom converted.yaml.' },
      ],
    },
    {
      heading: 'Bon à savoir',
      items: [
        { text: 'L’indentation est de deux espaces, avec les tirets des séquences indentés sous leur clé, la mise en forme acceptée par la plupart des linters.' },
        { text: 'Les chaînes sur plusieurs lignes sont écrites entre guillemets doubles avec des échappements \\n, que tout lecteur YAML comprend de la même façon.' },
        { text: 'Reconvertir le YAML avec l’outil YAML vers JSON redonne le document d’origine, formaté.' },
        { text: 'Dix mégaoctets de JSON se convertissent dans un worker en arrière-plan en une seconde environ ; Annuler l’arrête immédiatement.' },
      ],
    },
  ],
};
