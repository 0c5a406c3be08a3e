import type { ToolContent } from '../../../content/types';

/** Static text of the PHP Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom PHP formatteren ertoe doet',
      paragraphs: [
        'PHP-projecten dragen vaak jaren aan gemengde stijlen mee, van templates die PHP en HTML door elkaar gebruiken tot moderne getypeerde classes. De codestandaarden van PHP-FIG (PSR-12 en zijn opvolger, de PER Coding Style) beschrijven een gemeenschappelijke opmaak; die automatisch toepassen houdt reviews bij het gedrag.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'De PHP-plugin van Prettier', text: 'Formatteren met @prettier/plugin-php, met een inspringing van 4 spaties zoals PSR-2 en zijn opvolgers vereisen.' },
        { title: 'Accolades in PER-stijl', text: 'Openingsaccolades van classes, functies en methoden staan op een eigen regel; controlestructuren houden ze op dezelfde regel.' },
        { title: 'Komma’s aan het eind', text: 'Arrays, argumentlijsten en parameterlijsten over meerdere regels krijgen een komma aan het eind, zodat een nieuw item maar één regel verandert.' },
        { title: 'Moderne PHP 8-syntaxis', text: 'Enums, match-expressies, attributen, named arguments, readonly en getypeerde properties worden ondersteund.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak PHP-code, beginnend met de <?php-tag, in Invoer.' },
        { text: 'Klik op Code formatteren. De plugin parseert de code tot een PHP-syntaxboom.' },
        { text: 'Prettier schrijft de boom in PER-opmaak en meldt syntaxfouten in het foutvak.' },
        { text: 'Kopieer het geformatteerde bestand.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Begin de invoer met <?php: alles buiten PHP-tags is inline HTML, dus code zonder de tag wordt ongewijzigd geschreven.' },
        { text: 'Laat de afsluitende ?>-tag weg in bestanden die alleen PHP bevatten; dat voorkomt verdwaalde witruimte in de response.' },
        { text: 'WordPress heeft een eigen codestandaard met inspringing via tabs, dus de uitvoer voor WordPress-code wijkt daarvan af.' },
        { text: 'Voeg PHP_CodeSniffer of PHP-CS-Fixer toe aan CI voor regels die een Formatter niet dekt, zoals naamgeving.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Legacy-PHP opschonen voor een refactoring of een upgrade van de PHP-versie.' },
        { text: 'Laravel- en Symfony-classes reviewen die uit tickets of chat zijn gekopieerd.' },
        { text: 'Plugin- en themecode formatteren voordat je die leest.' },
        { text: 'PHP-snippets voorbereiden voor documentatie.' },
      ],
    },
  ],
};
