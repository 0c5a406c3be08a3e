import { typesContent } from '../page-text.fr';

/** Static text of the JSON to TypeScript page, in French. */
export const content = typesContent({
  name: 'TypeScript',
  why: 'Des types écrits à la main s’écartent des données le jour où un champ devient optionnel. Cette page lit chaque enregistrement d’un échantillon ou d’un dump NDJSON entier et écrit des interfaces TypeScript auxquelles les données sont assignables en mode strict.',
  optional: 'une clé absente de certains enregistrements est écrite avec un point d’interrogation (name?: string), jamais élargie en union.',
  nullable: 'une clé null dans certains enregistrements reçoit | null, distinct de l’optionnel sauf si vous choisissez les deux.',
  numbers: 'entiers et nombres décimaux sont tous des number ; les entiers au-delà de 2^53 reçoivent un commentaire indiquant que JSON.parse les arrondit et qu’un parseur sans perte avec bigint les conserve.',
  formats: 'un champ chaîne dont chaque valeur est une date-heure, une date, une adresse e-mail, une URL ou un UUID est signalé dans son commentaire de documentation ; les enums deviennent des unions de littéraux string quand vous les demandez.',
  names: 'les clés qui ne sont pas des identifiants sont mises entre guillemets ("first-name"), et les objets imbriqués deviennent des interfaces nommées d’après leurs clés : orders[] donne Order.',
  checked: 'Nos tests compilent avec tsc --strict le TypeScript d’échantillons réels (des événements GitHub, un Pokédex, le Sénat américain, un album Spotify), chaque échantillon étant affecté à son type racine.',
  options: 'Options : déclarations interface ou type, propriétés et tableaux readonly, formats et enums activés ou non, clés absentes et nulls distingués ou écrits à la fois optionnels et nullables.',
});
