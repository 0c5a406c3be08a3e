import { typesContent } from '../page-text.fr';

/** Static text of the JSON to Kotlin page, in French. */
export const content = typesContent({
  name: 'Kotlin',
  why: 'kotlinx.serialization lève MissingFieldException quand une propriété sans valeur par défaut est absente, et échoue par défaut sur les clés inconnues. Des data classes déduites de chaque enregistrement des données donnent des valeurs par défaut exactement là où des clés peuvent manquer.',
  optional: 'une clé absente de certains enregistrements est nullable, avec = null comme valeur par défaut, ce dont kotlinx a besoin pour lire un enregistrement qui ne la contient pas.',
  nullable: 'une clé parfois null a un type nullable (String?).',
  numbers: 'Long pour les entiers, Double dès qu’une valeur décimale apparaît, ULong au-delà de 2^63, et JsonElement au-delà de 64 bits, avec un commentaire.',
  formats: 'les formats sont notés en commentaire sur les propriétés String ; les enums deviennent des enum classes @Serializable avec @SerialName sur chaque entrée.',
  names: 'les propriétés sont en camelCase, avec @SerialName quand la clé diffère ; les mots-clés sont écrits entre accents graves, et les unions deviennent JsonElement.',
  checked: 'Aucun compilateur Kotlin ne tourne dans nos tests : la sortie obtenue pour des échantillons réels est donc comparée champ par champ avec la sortie kotlinx de quicktype pour le même schéma.',
  options: 'Options : le nom de la classe racine, formats et enums activés ou non ; les propriétés sont des val, comme d’habitude dans les data classes.',
});
