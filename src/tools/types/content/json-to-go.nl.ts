import { typesContent } from '../page-text.nl';

/** Static text of the JSON to Go page, in Dutch. */
export const content = typesContent({
  name: 'Go',
  why: 'encoding/json decodeert naar structs die je zelf declareert, en een verkeerd type of een ontbrekende tag merk je pas als er productiedata binnenkomt. Structs die uit elk record zijn afgeleid, hebben de juiste json-tags en de juiste breedtes, zodat de data ook decodeert met DisallowUnknownFields aan.',
  optional: 'een sleutel die in sommige records ontbreekt, krijgt omitempty in zijn tag, en een pointer als hij een struct bevat.',
  nullable: 'een sleutel die soms null is, wordt een pointer (*string, *int64); slices, maps en interface-waarden kunnen zelf al nil zijn.',
  numbers: 'int64 voor gehele getallen, float64 zodra er een getal met decimalen voorkomt, uint64 voor waarden boven 2^63 en json.Number voor integers groter dan 64 bits, met commentaar.',
  formats: 'date-times volgens RFC 3339 worden time.Time; andere formaten staan in commentaar; enums worden een benoemd stringtype met constanten.',
  names: 'velden zijn geëxporteerd in Go-stijl, met afkortingen in hoofdletters (UserID, URL, SKU), en de tag houdt de sleutel precies zoals hij geschreven is.',
  checked: 'Onze tests draaien go vet op de uitvoer voor echte voorbeelden en een programma dat elk voorbeeld decodeert met DisallowUnknownFields, en verwachten daarna dat een record met een extra sleutel faalt.',
  options: 'Opties: Naam van het roottype, Stringformaten en Enums aan of uit; Go kent geen alleen-lezen velden, dus die optie staat hier niet.',
});
