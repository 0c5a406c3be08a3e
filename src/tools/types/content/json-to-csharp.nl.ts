import { typesContent } from '../page-text.nl';

/** Static text of the JSON to C# page, in Dutch. */
export const content = typesContent({
  name: 'C#',
  why: 'System.Text.Json matcht propertynamen hoofdlettergevoelig en laat een ontbrekende waarde op zijn default staan, dus met de hand geschreven klassen laten stilletjes data vallen. Positionele records die uit elk record zijn afgeleid, noemen elke sleutel expliciet en zeggen welke waarden kunnen ontbreken.',
  optional: 'een sleutel die in sommige records ontbreekt, krijgt een nullable-annotatie (string?, long?), zodat zijn afwezigheid als null wordt gelezen.',
  nullable: 'een sleutel die soms null is, krijgt dezelfde annotatie; het bestand zet nullable reference types aan.',
  numbers: 'long voor gehele getallen, double zodra er een getal met decimalen voorkomt, ulong boven 2^63 en JsonElement voor integers groter dan 64 bits, met commentaar.',
  formats: 'DateTimeOffset, DateOnly en Guid waar elke waarde dat formaat heeft; enums gebruiken JsonStringEnumMemberName, waarvoor .NET 9 nodig is.',
  names: 'elke parameter heeft [property: JsonPropertyName] met de sleutel zoals hij geschreven is; namen zijn PascalCase, en een member krijgt nooit de naam van zijn eigen record.',
  checked: 'In onze tests draait geen C#-compiler die records bouwt, dus de uitvoer voor echte voorbeelden wordt veld voor veld vergeleken met de System.Text.Json-uitvoer van quicktype voor hetzelfde schema.',
  options: 'Opties: Naam van het roottype (de naam van het rootrecord), Stringformaten en Enums aan of uit; records zijn immutable, dus een optie Alleen-lezen is niet nodig.',
});
