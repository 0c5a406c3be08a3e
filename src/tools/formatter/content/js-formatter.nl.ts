import type { ToolContent } from '../../../content/types';

/** Static text of the JavaScript Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom JavaScript formatteren ertoe doet',
      paragraphs: [
        'Teams verliezen tijd aan discussies over puntkomma’s, aanhalingstekens en regeleinden, en code reviews lopen vol met opmaakwijzigingen. Prettier maakt daar een eind aan: het parseert JavaScript tot een syntaxboom en schrijft die opnieuw in één consistente stijl, zodat een diff alleen nog wijzigingen in de logica toont.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'Prettier met vaste opties', text: 'Puntkomma’s, enkele aanhalingstekens, een inspringing van 2 spaties, komma’s aan het eind waar ES5 ze toestaat, spaties binnen objectaccolades en geen haakjes rond een enkele arrow-functieparameter (x => x * 2).' },
        { title: 'Moderne syntaxis en JSX', text: 'ES-modules, async/await, optional chaining, nullish coalescing, classes met private fields en React-JSX.' },
        { title: 'Passend in de regel', text: 'Lange aanroepen, arrays en objectliterals worden alleen over meerdere regels verdeeld als ze niet binnen de regelbreedte passen.' },
        { title: 'Syntaxfouten', text: 'Is de code niet te parseren, dan toont het foutvak de melding en positie van de parser.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak JavaScript in Invoer.' },
        { text: 'Klik op Code formatteren. Prettier bouwt een abstracte syntaxboom, zodat commentaar en code hun betekenis houden.' },
        { text: 'De boom wordt geschreven met de opties hierboven, waarbij elk statement binnen de regelbreedte past.' },
        { text: 'Kopieer het resultaat of klap functies en blokken in om het te lezen.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Wil je deze uitvoer in een repository, gebruik dan een .prettierrc met { "singleQuote": true, "trailingComma": "es5", "arrowParens": "avoid" }.' },
        { text: 'Formatteren is geen linten: gebruik ESLint om ongebruikte variabelen, ontbrekende awaits en riskante vergelijkingen te vinden.' },
        { text: 'Formatteer bij opslaan of in een pre-commit-hook, zodat ongeformatteerde code nooit in een review belandt.' },
        { text: 'Een geminificeerde bundle lezen helpt voor een snelle blik; voor echt debuggen zijn source maps betrouwbaarder.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Geminificeerde scripts van derden of bookmarklets leesbaar maken.' },
        { text: 'Snippets opschonen voordat je ze in documentatie of een blogpost plakt.' },
        { text: 'Twee versies van een bestand gelijktrekken voordat je ze vergelijkt in de tekstvergelijker.' },
        { text: 'Snel controleren of een stuk JavaScript überhaupt te parseren is.' },
      ],
    },
  ],
};
