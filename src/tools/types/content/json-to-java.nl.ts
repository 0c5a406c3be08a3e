import { typesContent } from '../page-text.nl';

/** Static text of the JSON to Java page, in Dutch. */
export const content = typesContent({
  name: 'Java',
  why: 'Jackson faalt standaard op een onbekende property en zet een ontbrekende op null, wat een primitief veld niet kan bevatten. Java-records die uit alle records van de data zijn afgeleid, gebruiken alleen primitieven waar een waarde er altijd is, zodat ObjectMapper het hele voorbeeld leest.',
  optional: 'een sleutel die in sommige records ontbreekt, krijgt een boxed type (Long, Double, Boolean) dat null kan bevatten.',
  nullable: 'een sleutel die soms null is, krijgt ook een boxed type; strings, lists en records kunnen al null zijn.',
  numbers: 'long voor gehele getallen, double zodra er een getal met decimalen voorkomt, en BigInteger voor integers boven 2^63, met commentaar.',
  formats: 'formaten staan in commentaar bij String-componenten, omdat java.time een extra Jackson-module nodig heeft; enums krijgen @JsonProperty op elke constante.',
  names: 'elke component heeft @JsonProperty met de sleutel zoals hij geschreven is; namen zijn camelCase, gereserveerde woorden krijgen een underscore aan het eind, en unions worden Object.',
  checked: 'Onze tests compileren de uitvoer voor echte voorbeelden met javac en de Jackson 2.14-jars van Debian, lezen elk voorbeeld met ObjectMapper en verwachten dat een record met een extra sleutel faalt.',
  options: 'Opties: Naam van het roottype (de naam van het rootrecord, en ook de bestandsnaam), Stringformaten en Enums aan of uit; records zijn immutable, dus een optie Alleen-lezen is niet nodig.',
});
