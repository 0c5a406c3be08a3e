import { typesContent } from '../page-text.nl';

/** Static text of the JSON to Swift page, in Dutch. */
export const content = typesContent({
  name: 'Swift',
  why: 'JSONDecoder gooit keyNotFound bij een ontbrekende sleutel, tenzij de property optioneel is, en typeMismatch bij een getal waar een string was gedeclareerd. Codable-structs die uit elk record zijn afgeleid, maken precies de juiste properties optioneel.',
  optional: 'een sleutel die in sommige records ontbreekt, is een optionele property, die JSONDecoder als nil leest.',
  nullable: 'een sleutel die soms null is, is ook optioneel; Swift heeft één manier om allebei uit te drukken.',
  numbers: 'Int voor gehele getallen, Double zodra er een getal met decimalen voorkomt, UInt64 boven 2^63 en Decimal voorbij 64 bits, met commentaar.',
  formats: 'UUID en URL waar elke waarde dat formaat heeft; datums blijven String, omdat de standaard datumstrategie van JSONDecoder getallen verwacht. Enums worden Codable-enums met String als raw value.',
  names: 'properties zijn camelCase, met een CodingKeys-enum die elke sleutel noemt zodra er één afwijkt; gereserveerde woorden staan tussen backticks, en unions gebruiken een kleine JSONValue-enum.',
  checked: 'In onze tests draait geen Swift-compiler, dus de uitvoer voor echte voorbeelden wordt veld voor veld vergeleken met de Codable-uitvoer van quicktype voor hetzelfde schema.',
  options: 'Opties: Naam van het roottype (de naam van de rootstruct), Stringformaten en Enums aan of uit; properties zijn let-constanten.',
});
