import { typesContent } from '../page-text.nl';

/** Static text of the JSON to Kotlin page, in Dutch. */
export const content = typesContent({
  name: 'Kotlin',
  why: 'kotlinx.serialization gooit MissingFieldException als een property zonder default ontbreekt, en faalt standaard op onbekende sleutels. Data classes die uit elk record van de data zijn afgeleid, geven defaults precies waar sleutels kunnen ontbreken.',
  optional: 'een sleutel die in sommige records ontbreekt, is nullable met = null als default, wat kotlinx nodig heeft om een record zonder die sleutel te lezen.',
  nullable: 'een sleutel die soms null is, is een nullable type (String?).',
  numbers: 'Long voor gehele getallen, Double zodra er een getal met decimalen voorkomt, ULong boven 2^63 en JsonElement voorbij 64 bits, met commentaar.',
  formats: 'formaten staan in commentaar bij String-properties; enums worden @Serializable enum classes met @SerialName op elke entry.',
  names: 'properties zijn camelCase met @SerialName waar de sleutel afwijkt; gereserveerde woorden staan tussen backticks, en unions worden JsonElement.',
  checked: 'In onze tests draait geen Kotlin-compiler, dus de uitvoer voor echte voorbeelden wordt veld voor veld vergeleken met de kotlinx-uitvoer van quicktype voor hetzelfde schema.',
  options: 'Opties: Naam van het roottype (de naam van de rootklasse), Stringformaten en Enums aan of uit; properties zijn val, zoals gebruikelijk bij data classes.',
});
