import type { ToolContent } from '../../../content/types';

/** Static text of the TypeScript Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom TypeScript formatteren ertoe doet',
      paragraphs: [
        'Type-annotaties, generics en union types maken TypeScript-regels lang. Zonder consistente afbreking wordt een functiesignatuur met drie generieke parameters of een union van tien string-literals lastig te lezen, en gaan reviewers over opmaak praten in plaats van over types.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'De TypeScript-parser van Prettier', text: 'Dezelfde uitvoer als Prettier in je editor, met puntkomma’s, enkele aanhalingstekens, een inspringing van 2 spaties en ES5-komma’s aan het eind.' },
        { title: 'Leesbare types', text: 'Lange union- en intersection-types worden afgebroken met één lid per regel; lange lijsten van generieke parameters en signaturen worden netjes afgebroken.' },
        { title: 'Volledige TypeScript-syntaxis', text: 'Interfaces, enums, abstracte classes, decorators, satisfies, type-only imports, overloads en declaratiebestanden (.d.ts).' },
        { title: 'Syntaxis, geen types', text: 'De code wordt geparseerd maar niet op types gecontroleerd: een typefout blijft zoals hij is, alleen syntaxfouten worden gemeld.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak TypeScript in Invoer.' },
        { text: 'Klik op Code formatteren. Prettier parseert de broncode met de grammatica van TypeScript.' },
        { text: 'Type-annotaties, generics en decorators worden in de opmaak van Prettier binnen de regelbreedte geschreven.' },
        { text: 'Kopieer het resultaat, of klap classes en interfaces in om het te bekijken.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Draai tsc --noEmit in CI voor typefouten; een Formatter kijkt niet naar types.' },
        { text: 'Geef lange unions en complexe generieke constraints een naam met een type alias in plaats van ze inline te herhalen.' },
        { text: 'Gebruik import type voor type-only imports, zodat bundlers ze veilig kunnen weglaten.' },
        { text: 'Houd dezelfde Prettier-opties aan in je repository, zodat lokaal formatteren en deze tool overeenkomen.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'API-clients lezen die uit OpenAPI- of GraphQL-schema’s zijn gegenereerd.' },
        { text: '.d.ts-declaratiebestanden uit npm-packages reviewen.' },
        { text: 'Angular- of NestJS-code met veel decorators opschonen.' },
        { text: 'TypeScript-voorbeelden voorbereiden voor pull requests en documentatie.' },
      ],
    },
  ],
};
