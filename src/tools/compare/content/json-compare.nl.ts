import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Compare page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Zo werkt de JSON-vergelijker',
      paragraphs: [
        'Twee JSON-documenten kunnen inhoudelijk gelijk zijn en er toch totaal anders uitzien: het ene geminificeerd, het andere ingesprongen met tabs. De JSON-vergelijker parst daarom beide invoeren en schrijft ze vóór het vergelijken met dezelfde inspringing van 2 spaties uit, zodat de opmaak alleen nooit als verschil telt. Is een van beide kanten geen geldige JSON, dan noemt de foutmelding het probleem in plaats van een misleidende diff te maken.',
        'De genormaliseerde documenten worden daarna regel voor regel vergeleken. Ongewijzigde regels staan naast elkaar. Hebben een verwijderde regel en een later toegevoegde regel meer dan de helft van hun tekens gemeen, dan verschijnen ze op één rij als gewijzigd, met de gewijzigde tekens aan elke kant gemarkeerd. Elke andere regel verschijnt als verwijderd links of toegevoegd rechts, tegenover een lege rij.',
      ],
    },
    {
      heading: 'Opties',
      items: [
        { title: 'Volgorde van keys negeren', text: 'Sorteert de keys van objecten aan beide kanten vóór het vergelijken, voor serializers die properties in wisselende volgorde uitvoeren. De volgorde in arrays telt nog steeds.' },
        { title: 'Witruimte negeren', text: 'Verschillen in de hoeveelheid spaties, zoals dubbele spaties in een stringwaarde, tellen niet meer.' },
        { title: 'Hoofdletters negeren', text: 'Behandelt ‘Active’ en ‘active’ als gelijk, in keys én in waarden.' },
        { title: 'Contextweergave', text: 'Verbergt lange reeksen ongewijzigde regels en houdt drie regels rond elke wijziging, handig bij grote payloads.' },
      ],
    },
    {
      heading: 'Het resultaat lezen en exporteren',
      items: [
        { text: 'De badge toont het aantal verschillen: elke rij die niet ongewijzigd is, telt één keer.' },
        { text: 'Druk op n en p om naar het volgende en vorige verschil te springen.' },
        { text: 'PDF exporteren schrijft de volledige diff, elke rij van beide kanten, als doorzoekbare tekst over zoveel pagina’s als nodig.' },
        { text: 'Invoer bewerken haalt beide tekstvakken met je documenten terug, klaar voor een nieuwe vergelijking.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Een API-response vergelijken met de verwachte payload van een contracttest.' },
        { text: 'Zien wat er veranderde tussen twee versies van een configuratie- of feature-flagbestand.' },
        { text: 'Een response controleren vóór en na een deployment of een upgrade van een library.' },
        { text: 'Een PDF van de verschillen bij een bugmelding voegen.' },
      ],
    },
  ],
};
