import { typesContent } from '../page-text.fr';

/** Static text of the JSON to Java page, in French. */
export const content = typesContent({
  name: 'Java',
  why: 'Par défaut, Jackson échoue sur une propriété inconnue et associe une propriété absente à null, qu’un champ primitif ne peut pas contenir. Des records déduits de chaque enregistrement des données n’utilisent des types primitifs que là où une valeur est toujours présente, si bien qu’ObjectMapper lit l’échantillon en entier.',
  optional: 'une clé absente de certains enregistrements reçoit un type boxé (Long, Double, Boolean) qui peut contenir null.',
  nullable: 'une clé parfois null reçoit elle aussi un type boxé ; les chaînes, les listes et les records acceptent déjà null.',
  numbers: 'long pour les entiers, double dès qu’une valeur décimale apparaît, et BigInteger pour les entiers au-delà de 2^63, avec un commentaire.',
  formats: 'les formats sont notés en commentaire sur les composants String, car java.time demande un module Jackson supplémentaire ; les enums reçoivent @JsonProperty sur chaque constante.',
  names: 'chaque composant porte @JsonProperty avec la clé telle qu’elle est écrite ; les noms sont en camelCase, les mots-clés reçoivent un tiret bas final, et les unions deviennent Object.',
  checked: 'Nos tests compilent la sortie obtenue pour des échantillons réels avec javac et les jars Jackson 2.14 de Debian, lisent chaque échantillon avec ObjectMapper, et vérifient qu’un enregistrement avec une clé en trop échoue.',
  options: 'Options : le nom du record racine (qui est aussi le nom du fichier), formats et enums activés ou non ; les records sont immuables, aucune option de lecture seule n’est donc nécessaire.',
});
