import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Compare page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Zo werkt de HTML-vergelijker',
      paragraphs: [
        'Dezelfde pagina kan door de ene build geminificeerd en door de andere ingesprongen worden geserveerd. De HTML-vergelijker formatteert beide documenten vóór het vergelijken met Prettier, met de instellingen van de HTML Formatter, zodat verschillen in inspringing en regeleinden verdwijnen en gewijzigde elementen, attributen en teksten opvallen.',
        'Na het formatteren worden de documenten regel voor regel vergeleken. Delen een regel uit het origineel en een latere regel uit de gewijzigde versie meer dan de helft van hun tekens, bijvoorbeeld een tag waarvan het class-attribuut veranderde, dan verschijnen ze als één gewijzigde rij met de afwijkende tekens gemarkeerd. Andere regels staan als verwijderd of toegevoegd tegenover een lege rij.',
      ],
    },
    {
      heading: 'Opties',
      items: [
        { title: 'Witruimte negeren', text: 'Extra spaties binnen een regel, bijvoorbeeld tussen attributen of woorden, worden niet gemeld.' },
        { title: 'Hoofdletters negeren', text: 'Teksten en attribuutwaarden die alleen in hoofdletters verschillen, tellen als gelijk.' },
        { title: 'Contextweergave', text: 'Klapt de ongewijzigde delen van een lange pagina in en houdt drie regels context rond elke wijziging.' },
        { title: 'Toetsen n en p', text: 'Springen direct naar de volgende of vorige gewijzigde rij.' },
      ],
    },
    {
      heading: 'Het resultaat lezen en exporteren',
      items: [
        { text: 'In elke gewijzigde rij zijn verwijderde tekens links en toegevoegde tekens rechts gemarkeerd.' },
        { text: 'De badge boven het resultaat telt elke rij die veranderde.' },
        { text: 'PDF exporteren schrijft de hele diff als doorzoekbare tekst, hoe lang de pagina ook is.' },
        { text: 'Klik op Invoer bewerken om de markup te wijzigen en opnieuw te vergelijken.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Controleren wat een wijziging in het CMS of een template met de gerenderde HTML deed.' },
        { text: 'Server-side gerenderde uitvoer vergelijken vóór en na een upgrade van het framework.' },
        { text: 'Wijzigingen in HTML-e-mailtemplates nalopen.' },
        { text: 'Uitzoeken waarom een snapshottest van een component faalt.' },
      ],
    },
  ],
};
