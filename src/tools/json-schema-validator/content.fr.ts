import type { ToolContent } from '../../content/types';

/** Static text of the JSON Schema Validator page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Vérifier du JSON avec son contrat',
      paragraphs: [
        'Un JSON Schema dit à quoi un document doit ressembler : quelles propriétés sont requises, leurs types, les valeurs et formats autorisés. Valider une charge utile d’API, un fichier de configuration ou une fixture de test avec son schéma détecte les erreurs avant un serveur ou un déploiement.',
      ],
    },
    {
      heading: 'Ce que signale le validateur',
      items: [
        { title: 'Chaque erreur', text: 'La validation ne s’arrête pas au premier problème : tous sont listés, y compris les mots-clés parents (properties, items) qui ont échoué parce qu’un enfant a échoué.' },
        { title: 'Chemin d’instance', text: 'Un JSON Pointer comme /lines/1/qty désigne la valeur en échec ; / désigne tout le document.' },
        { title: 'Mot-clé et message', text: 'Le mot-clé du schéma qui a rejeté la valeur (type, required, minimum, enum…) et un message qui dit pourquoi.' },
        { title: 'Position', text: 'La ligne et la colonne de la propriété ou de l’élément ; un clic sur l’erreur y place le curseur dans l’éditeur du document.' },
      ],
    },
    {
      heading: 'Valider un document',
      layout: 'steps',
      items: [
        { text: 'Collez le JSON dans l’éditeur Document JSON et le schéma dans l’éditeur JSON Schema.' },
        { text: 'Laissez le draft sur « D’après $schema » ou choisissez vous-même draft 2020-12 ou draft-07.' },
        { text: 'Cliquez sur Valider ou appuyez sur Ctrl+Entrée dans l’un des éditeurs.' },
        { text: 'Parcourez la liste en cliquant sur chaque erreur pour y aller ; quand il n’en reste plus, la page indique « Le document est valide selon le schéma. »' },
      ],
    },
    {
      heading: 'Détails',
      items: [
        { text: 'Le moteur est @cfworker/json-schema, qui interprète les schémas au lieu de les compiler en code, et fonctionne donc sous la Content-Security-Policy stricte de la page.' },
        { text: 'Les $ref vers des définitions, $defs et ancres du même schéma sont pris en charge ; les références vers d’autres fichiers ne sont pas téléchargées.' },
        { text: 'Le mot-clé format est vérifié pour les formats courants comme email, date-time, uri et uuid.' },
        { text: 'Les nombres sont comparés comme des nombres JavaScript : les entiers au-delà de 2^53 perdent donc en précision pendant la validation.' },
      ],
    },
  ],
};
