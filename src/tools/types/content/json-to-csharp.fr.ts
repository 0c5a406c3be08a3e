import { typesContent } from '../page-text.fr';

/** Static text of the JSON to C# page, in French. */
export const content = typesContent({
  name: 'C#',
  why: 'System.Text.Json fait correspondre les noms de propriétés en respectant la casse et laisse une valeur absente à sa valeur par défaut : des classes écrites à la main perdent donc des données sans rien signaler. Des records positionnels déduits de chaque enregistrement nomment explicitement chaque clé et indiquent quelles valeurs peuvent manquer.',
  optional: 'une clé absente de certains enregistrements reçoit une annotation nullable (string?, long?), pour que son absence se lise comme null.',
  nullable: 'une clé parfois null reçoit la même annotation ; le fichier active les types référence nullables.',
  numbers: 'long pour les entiers, double dès qu’une valeur décimale apparaît, ulong au-delà de 2^63, et JsonElement pour les entiers de plus de 64 bits, avec un commentaire.',
  formats: 'DateTimeOffset, DateOnly et Guid là où chaque valeur a ce format ; les enums utilisent JsonStringEnumMemberName, qui nécessite .NET 9.',
  names: 'chaque paramètre porte [property: JsonPropertyName] avec la clé telle qu’elle est écrite ; les noms sont en PascalCase, et un membre ne prend jamais le nom de son record.',
  checked: 'Aucun compilateur C# capable de compiler des records ne tourne dans nos tests : la sortie obtenue pour des échantillons réels est donc comparée champ par champ avec la sortie System.Text.Json de quicktype pour le même schéma.',
  options: 'Options : le nom du record racine, formats et enums activés ou non ; les records sont immuables, aucune option de lecture seule n’est donc nécessaire.',
});
