import { typesContent } from '../page-text.nl';

/** Static text of the JSON to JSON Schema page, in Dutch. */
export const content = typesContent({
  name: 'JSON Schema',
  why: 'Een schema dat naar één voorbeeld is geschreven, wijst het volgende record af dat een veld weglaat. Deze generator leest al je data en schrijft een JSON Schema 2020-12 waaraan elk record voldoet, met gesloten objecten, zodat een onverwachte sleutel of een verkeerd type niet door de validatie komt.',
  optional: 'alleen sleutels die in elk record voorkomen, zijn verplicht.',
  nullable: 'een sleutel die soms null is, krijgt een lijst van types met "null", of een anyOf als hij naar een definitie verwijst.',
  numbers: '"integer" waar elke waarde zonder decimalen of exponent geschreven is, "number" zodra één waarde die wel heeft; integers boven 2^53 krijgen een $comment, omdat veel validators ze als doubles vergelijken.',
  formats: '"format" wordt alleen op date-time, date, email, uri of uuid gezet als elke string op die plek dat formaat heeft; enum-lijsten verschijnen als je Enums aanzet.',
  names: 'sleutels blijven in properties precies zoals ze geschreven zijn, en elk genest object wordt een benoemde definitie onder $defs, gedeeld waar twee vormen identiek zijn.',
  checked: 'Onze tests valideren elk echt voorbeeld tegen zijn schema met de validator van onze pagina JSON Schema-validator, en een record met een extra sleutel of een verkeerd type moet falen.',
  options: 'Opties: Naam van het roottype (de titel van de rootdefinitie), Stringformaten en Enums aan of uit, en bij Ontbrekende sleutels en nulls de keuze tussen Apart gehouden en Zowel optioneel als nullable (dan zijn beide overal toegestaan).',
});
