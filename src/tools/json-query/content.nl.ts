import type { ToolContent } from '../../content/types';

/** Static text of the JSON Query page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Stel een JSON-document een vraag',
      paragraphs: [
        'Een API-response of een logexport hoeft zelden helemaal gelezen te worden: je wilt de e-mailadressen van de gebruikers boven de 30, of het totaal van de orderregels. jq beantwoordt zulke vragen in één regel en is wat de meeste ontwikkelaars op de command line gebruiken; JSONPath (RFC 9535) is de standaardmanier om naar waarden in een document te wijzen, gebruikt door API-testtools en veel libraries.',
      ],
    },
    {
      heading: 'Wat je krijgt',
      items: [
        { title: 'De echte jq', text: 'jq 1.7.1, gecompileerd naar WebAssembly, draait in een achtergrondworker: elk filter en elke functie werkt zoals op de command line, inclusief reduce, group_by en @csv.' },
        { title: 'jq-flags', text: 'Compact (-c) schrijft één waarde per regel, Ruwe strings (-r) schrijft strings zonder aanhalingstekens, Slurp (-s) leest eerst elke waarde van de invoer in één array, en Sleutels sorteren (-S) sorteert de sleutels van objecten in de uitvoer.' },
        { title: 'De eigen foutmeldingen van jq', text: 'Een filter dat niet compileert, of faalt op de data, toont de melding van jq zoals de command line hem afdrukt.' },
        { title: 'JSONPath met paden', text: 'De matches van een JSONPath-query als JSON-array, en daaronder het genormaliseerde pad van elke match, zoals $[\'users\'][0][\'email\'], om in code of tests te kopiëren.' },
        { title: 'Resultaten terwijl je typt', text: 'De query draait een moment nadat je stopt met typen; Enter voert hem meteen uit, en een lange query kun je annuleren.' },
      ],
    },
    {
      heading: 'Een document bevragen',
      layout: 'steps',
      items: [
        { text: 'Plak de JSON in de editor JSON-invoer, open een bestand of sleep er een op de editor.' },
        { text: 'Kies jq of JSONPath en typ het filter of de query; vink voor jq de flags aan die je op de command line zou meegeven.' },
        { text: 'Resultaat kopiëren of Resultaat downloaden bewaart de uitvoer precies zoals jq hem afdrukt.' },
        { text: 'De JSON Formatter heeft hetzelfde Query-paneel onder zijn uitvoer, voor het document dat je net hebt geformatteerd.' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'Meerdere JSON-waarden na elkaar (zoals in NDJSON-logs) leest jq één voor één, of met Slurp in één array; JSONPath heeft één document nodig.' },
        { text: 'jq rekent met double-precision-getallen: getallen die het alleen doorgeeft behouden hun cijfers, maar rekenwerk en vergelijkingen met getallen boven 2^53 verliezen precisie, net als op de command line.' },
        { text: 'JSONPath-resultaten behouden elk getal precies zoals het geschreven is, omdat ze uit het document worden gekopieerd; vergelijkingen in filters zoals ?@.price < 10 gebruiken double-precision-getallen.' },
        { text: 'De jq-engine (ongeveer 1,3 MB) wordt gedownload wanneer je voor het eerst een jq-filter uitvoert; niets wat je plakt wordt ergens heen gestuurd.' },
      ],
    },
  ],
};
