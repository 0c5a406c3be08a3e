import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to YAML page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Van JSON naar YAML zonder verrassingen',
      paragraphs: [
        'Configuratie voor Kubernetes, GitHub Actions, Ansible of Docker Compose schrijf je in YAML, terwijl de data vaak als JSON uit een API of script komt. Deze converter schrijft een JSON-document om naar YAML in blokstijl dat teruggelezen precies dezelfde data oplevert.',
      ],
    },
    {
      heading: 'Regels van de conversie',
      items: [
        { title: 'Exacte getallen', text: 'Getallen worden overgenomen zoals ze geschreven zijn: 12345678901234567890 blijft heel, 1.0 houdt zijn decimale punt en -0 zijn teken. Een converter op basis van JSON.parse zou elk geheel getal boven 2^53 afronden.' },
        { title: 'Zorgvuldige quotes', text: 'Strings zoals "yes", "no", "on", "null", "1.5" of "2024-01-15" krijgen quotes, zodat geen YAML 1.1- of YAML 1.2-parser er booleans, getallen of datums van maakt.' },
        { title: 'Volgorde van keys', text: 'Keys verschijnen in de volgorde van de JSON, ook keys die op getallen lijken.' },
        { title: 'Lege containers', text: 'Lege objecten en arrays worden als {} en [] geschreven, zodat ze hun type houden.' },
        { title: 'Dubbele keys', text: 'YAML verbiedt ze: de laatste waarde wint, zoals bij JSON.parse, en een opmerking onder de uitvoer zegt hoeveel er zijn weggelaten.' },
      ],
    },
    {
      heading: 'Zo converteer je',
      layout: 'steps',
      items: [
        { text: 'Plak JSON in het paneel JSON-invoer, of open of sleep een .json-bestand.' },
        { text: 'Klik op Converteren of druk op Ctrl+Enter; ongeldige JSON wordt gemeld met regel en kolom.' },
        { text: 'Lees de YAML in het uitvoerpaneel, klap secties in of doorzoek hem met Zoeken.' },
        { text: 'Kopieer de YAML of download hem als converted.yaml.' },
      ],
    },
    {
      heading: 'Goed om te weten',
      items: [
        { text: 'De inspringing is twee spaties, met de streepjes van sequences ingesprongen onder hun key: de opmaak die de meeste linters accepteren.' },
        { text: 'Strings over meerdere regels worden tussen dubbele quotes geschreven met \\n-escapes, die elke YAML-parser op dezelfde manier leest.' },
        { text: 'De YAML terugzetten met de tool YAML naar JSON levert het oorspronkelijke document op, geformatteerd.' },
        { text: 'Tien megabyte JSON wordt in een achtergrondworker in ongeveer een seconde geconverteerd; Annuleren stopt meteen.' },
      ],
    },
  ],
};
