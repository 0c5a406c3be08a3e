import { typesContent } from '../page-text.fr';

/** Static text of the JSON to Swift page, in French. */
export const content = typesContent({
  name: 'Swift',
  why: 'JSONDecoder lève keyNotFound pour une clé absente sauf si la propriété est optionnelle, et typeMismatch pour un nombre là où une chaîne était déclarée. Des structs Codable déduites de chaque enregistrement rendent optionnelles exactement les bonnes propriétés.',
  optional: 'une clé absente de certains enregistrements est une propriété optionnelle, que JSONDecoder lit comme nil.',
  nullable: 'une clé parfois null est optionnelle elle aussi ; Swift n’a qu’une seule façon d’exprimer les deux.',
  numbers: 'Int pour les entiers, Double dès qu’une valeur décimale apparaît, UInt64 au-delà de 2^63 et Decimal au-delà de 64 bits, avec un commentaire.',
  formats: 'UUID et URL là où chaque valeur a ce format ; les dates restent String, car la stratégie de date par défaut de JSONDecoder attend des nombres. Les enums deviennent des enums Codable à valeur brute String.',
  names: 'les propriétés sont en camelCase, avec une enum CodingKeys qui nomme chaque clé dès que l’une d’elles diffère ; les mots-clés sont écrits entre accents graves, et les unions utilisent une petite enum JSONValue.',
  checked: 'Aucun compilateur Swift ne tourne dans nos tests : la sortie obtenue pour des échantillons réels est donc comparée champ par champ avec la sortie Codable de quicktype pour le même schéma.',
  options: 'Options : le nom de la struct racine, formats et enums activés ou non ; les propriétés sont des constantes let.',
});
