import type { ToolContent } from '../../../content/types';

/** Static text of the Markdown Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom Markdown formatteren ertoe doet',
      paragraphs: [
        'Markdown wordt vergevingsgezind weergegeven, dus rommelige broncode valt pas op als iemand hem moet bewerken: gemengde opsommingstekens, ongelijke tabellen, regels van 300 tekens. README’s, changelogs en documentatie staan in versiebeheer, en consistent afgebroken Markdown levert diffs op die laten zien welke zin veranderde.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'Prettier voor Markdown', text: 'CommonMark plus GitHub Flavored Markdown: tabellen, takenlijsten, doorhalen en autolinks.' },
        { title: 'Tekst afgebroken op 80 tekens', text: 'Alinea’s worden opnieuw verdeeld over regels van hooguit 80 tekens; koppen, tabellen en codeblokken worden nooit afgebroken.' },
        { title: 'Consistente syntaxis', text: 'Eén stijl voor opsommingstekens, één stijl voor nadruk en gelijkgetrokken kopmarkeringen in het hele document.' },
        { title: 'Uitgelijnde tabellen', text: 'Tabelkolommen worden aangevuld zodat de verticale strepen in de broncode onder elkaar staan.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak Markdown in Invoer, inclusief front matter.' },
        { text: 'Klik op Code formatteren. Prettier parseert het document tot een Markdown-syntaxboom.' },
        { text: 'De boom wordt geschreven met afgebroken alinea’s, gelijkgetrokken lijsten en uitgelijnde tabellen.' },
        { text: 'Kopieer het resultaat naar je README of documentatiebestand.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Schrijft je project één zin per regel, neem de afgebroken uitvoer dan niet over; de twee conventies botsen.' },
        { text: 'Geef codeblokken een taaltag (```bash, ```json), zodat ze syntax highlighting krijgen.' },
        { text: 'Gebruik één H1 per document en sla geen kopniveaus over; screenreaders en inhoudsopgaven zijn daarvan afhankelijk.' },
        { text: 'Bekijk de weergegeven pagina na het herformatteren: HTML in Markdown blijft zoals het is.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'README- en CHANGELOG-bestanden opschonen voor een release.' },
        { text: 'Pagina’s voorbereiden voor MkDocs, Docusaurus of andere statische documentatiesites.' },
        { text: 'Beschrijvingen van pull requests en wikipagina’s opschonen.' },
        { text: 'Grote Markdown-tabellen uitlijnen zonder spaties te tellen.' },
      ],
    },
  ],
};
