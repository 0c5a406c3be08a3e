import { typesContent } from '../page-text.fr';

/** Static text of the JSON to JSON Schema page, in French. */
export const content = typesContent({
  name: 'JSON Schema',
  why: 'Un schéma écrit à partir d’un seul exemple rejette le premier enregistrement suivant qui omet un champ. Ce générateur lit toutes vos données et écrit un JSON Schema 2020-12 auquel chaque enregistrement est conforme, avec des objets fermés : une clé inattendue ou un mauvais type fait donc échouer la validation.',
  optional: 'seules les clés présentes dans tous les enregistrements sont requises.',
  nullable: 'une clé parfois null reçoit une liste de types contenant "null", ou un anyOf quand elle fait référence à une définition.',
  numbers: '"integer" là où chaque valeur est écrite sans partie décimale ni exposant, "number" dès qu’une seule en a ; les entiers au-delà de 2^53 portent un $comment, car beaucoup de validateurs les comparent comme des doubles.',
  formats: '"format" vaut date-time, date, email, uri ou uuid uniquement quand chaque chaîne à cet endroit a ce format ; des listes enum apparaissent quand vous activez les enums.',
  names: 'les clés restent exactement telles qu’elles sont écrites dans properties, et chaque objet imbriqué devient une définition nommée sous $defs, partagée quand deux formes sont identiques.',
  checked: 'Nos tests valident chaque échantillon réel avec son schéma grâce au validateur de notre page Validateur JSON Schema, et un enregistrement avec une clé en trop ou un mauvais type doit échouer.',
  options: 'Options : le titre de la définition racine, formats et enums activés ou non, et le choix entre distinguer une clé absente d’un null ou autoriser les deux partout.',
});
