import { typesContent } from '../page-text.nl';

/** Static text of the JSON to TypeScript page, in Dutch. */
export const content = typesContent({
  name: 'TypeScript',
  why: 'Met de hand geschreven types lopen uit de pas met de data op de dag dat een veld optioneel wordt. Deze pagina leest elk record van een voorbeeld of een hele NDJSON-dump en schrijft TypeScript-interfaces waaraan de data in strict mode toewijsbaar is.',
  optional: 'een sleutel die in sommige records ontbreekt, krijgt een vraagteken (name?: string) en wordt nooit verbreed tot een union.',
  nullable: 'een sleutel die in sommige records null is, krijgt | null, apart gehouden van optioneel, tenzij je Zowel optioneel als nullable kiest.',
  numbers: 'gehele getallen en getallen met decimalen zijn allebei number; integers boven 2^53 krijgen commentaar dat JSON.parse ze afrondt en dat een verliesvrije parser met bigint ze behoudt.',
  formats: 'een stringveld waarvan elke waarde een date-time, datum, e-mailadres, URL of UUID is, krijgt dat in zijn doc-commentaar; enums worden unions van string-literals als je Enums aanzet.',
  names: 'sleutels die geen identifier zijn, krijgen quotes ("first-name"), en geneste objecten worden interfaces die naar hun sleutel heten, dus orders[] geeft Order.',
  checked: 'Onze tests compileren de TypeScript van echte voorbeelden (GitHub-events, een Pokédex, de Amerikaanse Senaat, een Spotify-album) met tsc --strict, waarbij elk voorbeeld aan zijn roottype wordt toegewezen.',
  options: 'Opties: Declaraties (interface of type), Alleen-lezen voor properties en arrays, Stringformaten en Enums aan of uit, en bij Ontbrekende sleutels en nulls de keuze tussen Apart gehouden en Zowel optioneel als nullable.',
});
