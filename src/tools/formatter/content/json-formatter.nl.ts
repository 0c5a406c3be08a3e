import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom JSON formatteren ertoe doet',
      paragraphs: [
        'Een API-response of logregel komt meestal binnen als één lange regel JSON, waarin een ontbrekend veld of een verkeerd nestingniveau makkelijk over het hoofd wordt gezien. Ingesprongen JSON toont de structuur in één oogopslag en houdt code reviews en diffs leesbaar.',
        'Formatteren is ook valideren. JSON heeft een kleine, strikte grammatica (RFC 8259), maar veel libraries accepteren stilletjes commentaar of komma’s aan het eind die het volgende systeem in de keten weigert.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        {
          title: 'Verliesloze uitvoer',
          text: 'Alleen witruimte verandert. Grote gehele getallen zoals 12345678901234567890, waarden als 1.0e+400 of -0, escapes als \\u00e9, dubbele sleutels en de volgorde van sleutels behouden hun exacte tekst. JSON.parse zou elk geheel getal boven 2^53 afronden.',
        },
        {
          title: 'Strikte validatie volgens RFC 8259',
          text: 'Komma’s aan het eind, commentaar, enkele aanhalingstekens, sleutels zonder aanhalingstekens, NaN en voorloopnullen worden geweigerd, en de foutmelding noemt de regel en kolom.',
        },
        { title: 'Inklapbare boom', text: 'Elk object en elke array in de uitvoer kun je inklappen, zodat je een groot document niveau voor niveau doorloopt.' },
        { title: 'Grote documenten', text: 'Een bestand van 10 MB is in ongeveer een seconde geformatteerd, in een worker op de achtergrond, zodat de pagina responsief blijft. Bestanden tot 2 GB openen meteen geformatteerd en worden in delen gelezen.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak je JSON in het paneel Invoer.' },
        { text: 'Klik op Code formatteren. De tekst wordt gecontroleerd tegen RFC 8259 en opnieuw ingesprongen met twee spaties per niveau.' },
        { text: 'Is de JSON ongeldig, herstel dan de plek die het rode foutvak noemt (regel en kolom) en formatteer opnieuw.' },
        { text: 'Klap de delen in die je niet nodig hebt en klik dan op Code kopiëren.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Stuur ID’s boven 9007199254740991 (2^53 − 1) als strings als een JavaScript-client ze leest: deze Formatter laat ze intact, JSON.parse niet.' },
        { text: 'Houd sleutels in een object uniek. RFC 8259 zegt alleen dat namen uniek horen te zijn (SHOULD), en parsers verschillen in welk duplicaat wint.' },
        { text: 'Reken niet op de volgorde van sleutels: JSON-objecten zijn ongeordend. Gebruik een array als de volgorde betekenis heeft.' },
        { text: 'Wissel JSON uit als UTF-8, zoals RFC 8259 tussen systemen vereist, en escape stuurtekens in strings.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'REST- en GraphQL-responses of webhook-payloads lezen tijdens het debuggen van een integratie.' },
        { text: 'package.json, composer.json of andere strikte JSON-configuratiebestanden controleren voor een commit.' },
        { text: 'Leesbare fixtures en mock-responses voorbereiden voor unit- en contracttests.' },
        { text: 'JSON uit logs of message queues bekijken voordat je het aan een bugrapport toevoegt.' },
      ],
    },
  ],
};
