import { typesContent } from '../page-text.fr';

/** Static text of the JSON to Go page, in French. */
export const content = typesContent({
  name: 'Go',
  why: 'encoding/json décode dans les structs que vous déclarez, et un mauvais type ou un tag manquant ne se révèle qu’à l’arrivée des données de production. Des structs déduites de chaque enregistrement portent les bons tags json et des entiers de la bonne taille, si bien que les données se décodent même avec DisallowUnknownFields activé.',
  optional: 'une clé absente de certains enregistrements reçoit omitempty dans son tag, et un pointeur quand elle contient une struct.',
  nullable: 'une clé parfois null devient un pointeur (*string, *int64) ; les slices, maps et valeurs interface peuvent déjà valoir nil.',
  numbers: 'int64 pour les entiers, float64 dès qu’une valeur décimale apparaît, uint64 pour les valeurs au-delà de 2^63 et json.Number pour les entiers de plus de 64 bits, avec un commentaire.',
  formats: 'les horodatages RFC 3339 deviennent time.Time ; les autres formats sont notés en commentaire ; les enums deviennent un type string nommé avec des constantes.',
  names: 'les champs sont exportés à la manière de Go, avec les sigles en majuscules (UserID, URL, SKU), et le tag garde la clé exactement telle qu’elle est écrite.',
  checked: 'Nos tests lancent go vet sur la sortie obtenue pour des échantillons réels, ainsi qu’un programme qui décode chaque échantillon avec DisallowUnknownFields, puis vérifient qu’un enregistrement avec une clé en trop échoue.',
  options: 'Options : le nom du type racine, formats et enums activés ou non ; Go n’a pas de champs en lecture seule, cette option n’est donc pas proposée ici.',
});
