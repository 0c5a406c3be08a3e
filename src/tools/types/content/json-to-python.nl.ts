import { typesContent } from '../page-text.nl';

/** Static text of the JSON to Python page, in Dutch. */
export const content = typesContent({
  name: 'Python',
  why: 'Een pydantic-model waarin een veld ontbreekt, of een TypedDict die een optionele sleutel verplicht maakt, leidt tot validatiefouten of stille gaten in de types. Modellen die uit elk record van de data zijn afgeleid, passen bij wat json.loads je geeft, en pydantic valideert het.',
  optional: 'een sleutel die in sommige records ontbreekt, is in pydantic Optional met None als default, of NotRequired in een TypedDict.',
  nullable: 'een sleutel die soms null is, is Optional[...], en verplicht tenzij hij ook kan ontbreken.',
  numbers: 'int en float zoals de waarden geschreven zijn; integers in Python hebben geen maximale grootte, dus integers boven 2^53 hebben geen speciaal type nodig.',
  formats: 'pydantic-modellen gebruiken datetime, date en UUID waar elke waarde dat formaat heeft; TypedDicts houden str, zoals json.loads teruggeeft. Enums worden str-Enum-klassen of Literal-types.',
  names: 'sleutels die geen identifier zijn, gereserveerde woorden of namen die pydantic zelf gebruikt, krijgen een veilige veldnaam met een alias; TypedDicts met zulke sleutels gebruiken de functionele vorm.',
  checked: 'Onze tests compileren elke uitvoer met python3 -m py_compile en draaien mypy --strict op de TypedDict-uitvoer met elk echt voorbeeld eraan toegewezen; pydantic v2 zelf draait niet in onze tests, omdat Debian alleen pydantic 1.10 meelevert.',
  options: 'Opties: pydantic v2-modellen of TypedDict (Python 3.11 of nieuwer), Alleen-lezen voor frozen modellen, Stringformaten en Enums aan of uit, en bij Ontbrekende sleutels en nulls de keuze tussen Apart gehouden en allebei Optional.',
});
