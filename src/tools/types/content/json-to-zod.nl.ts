import { typesContent } from '../page-text.nl';

/** Static text of the JSON to Zod page, in Dutch. */
export const content = typesContent({
  name: 'Zod',
  why: 'Zod controleert data tijdens runtime, dus een schema dat te ruim is laat slechte records door, en een schema dat te strikt is breekt op goede. Genereer je het uit elk record van echte data, dan krijg je strikte objecten die parsen wat je vandaag hebt, met het statische type afgeleid uit hetzelfde schema.',
  optional: 'een sleutel die in sommige records ontbreekt, eindigt op .optional(), zodat het parsen van een record zonder die sleutel toch slaagt.',
  nullable: 'een sleutel die soms null is, eindigt op .nullable(), of op .nullish() als hij ook kan ontbreken.',
  numbers: 'gehele getallen worden z.int(), getallen met decimalen z.number(); integers boven 2^53 blijven z.number() met commentaar, omdat z.int() de onveilige integers weigert die JSON.parse oplevert.',
  formats: 'strings die allemaal date-times, datums, e-mailadressen, URL’s of UUID’s zijn, krijgen z.iso.datetime(), z.iso.date(), z.email(), z.url() of z.uuid(); enums worden z.enum([…]) als je Enums aanzet.',
  names: 'objecten zijn z.strictObject, dus onbekende sleutels falen; schema’s worden gedeclareerd vóór de schema’s die ze gebruiken, elk met zijn z.infer-type.',
  checked: 'Onze tests importeren de gegenereerde Zod 4-module, parsen er elk echt voorbeeld mee en eisen dat een record met een onbekende sleutel en een record met een verkeerd type falen; tsc --strict controleert ook de module zelf.',
  options: 'Opties: Alleen-lezen (readonly schema’s), Stringformaten en Enums aan of uit, bij Ontbrekende sleutels en nulls de keuze tussen Apart gehouden en .nullish(), en Naam van het roottype voor het rootschema.',
});
