import type { ToolContent } from '../../../content/types';

/** Static text of the Java Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom Java formatteren ertoe doet',
      paragraphs: [
        'Java-code zit vol lange regels: stream-pipelines, builder-ketens, geannoteerde parameters en generieke types. Als elke ontwikkelaar ze anders afbreekt, tonen pull requests opmaakruis in plaats van logica. Eén automatische stijl houdt grote Java-codebases goed te reviewen.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'Prettier Java', text: 'Formatteren met prettier-plugin-java, de Prettier-plugin die het JHipster-project onderhoudt, met een inspringing van 4 spaties.' },
        { title: 'Afbreken volgens de structuur', text: 'Parameterlijsten die niet passen worden geschreven met één parameter per regel; lange methodeketens zoals stream().filter().map() breken af bij elke aanroep.' },
        { title: 'Actuele Java-syntaxis', text: 'Records, sealed classes, switch-expressies, text blocks, lambda’s, generics en annotaties worden ondersteund.' },
        { title: 'Parsefouten met positie', text: 'Is de broncode niet te parseren, dan toont het foutvak waar de parser stopte.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak een Java-bronbestand of een volledige class in Invoer.' },
        { text: 'Klik op Code formatteren. De Java-grammatica wordt bij het eerste gebruik geladen en de code wordt tot een syntaxboom geparseerd.' },
        { text: 'Prettier schrijft de boom en breekt regels af op de regelbreedte.' },
        { text: 'Kopieer de geformatteerde class terug naar je project.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Plak ten minste een volledige class: een los statement of een losse methode is geen geldige Java-compilation unit en is niet te parseren.' },
        { text: 'Gebruik dezelfde Formatter in de build: prettier-plugin-java draait vanuit npm, en Spotless kan hem vanuit Maven of Gradle starten.' },
        { text: 'De Formatter verwijdert geen ongebruikte imports en herschikt geen members; dat doen je IDE of Checkstyle-regels.' },
        { text: 'Formatteer hele bestanden in een aparte commit, zodat functionele wijzigingen makkelijk te reviewen blijven.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Code lezen die generators zoals OpenAPI Generator of MapStruct, of een decompiler, hebben gemaakt.' },
        { text: 'Legacy-classes opschonen voordat je ze refactort.' },
        { text: 'Java-voorbeelden formatteren voor documentatie, tickets en sollicitatiegesprekken.' },
        { text: 'Een class van een collega reviewen zonder een IDE in te richten.' },
      ],
    },
  ],
};
