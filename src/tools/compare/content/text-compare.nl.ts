import type { ToolContent } from '../../../content/types';

/** Static text of the Text Compare page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Zo werkt de tekstvergelijker',
      paragraphs: [
        'De tekstvergelijker werkt met elke platte tekst: logbestanden, code in elke taal, CSV, configuratie, lopende tekst. Anders dan de JSON- of XML-vergelijking formatteert hij niets opnieuw; de regels worden vergeleken zoals je ze plakte, regeleinden van Windows en oude Macs worden gelezen als gewone regelovergangen, en alleen de opties die je aanzet veranderen wat als verschil telt.',
        'Regels worden op volgorde gekoppeld. Gelijke regels staan naast elkaar. Een verwijderde regel en een later toegevoegde regel verschijnen op dezelfde rij als gewijzigd wanneer meer dan de helft van hun tekens overeenkomt; de afwijkende tekens worden gemarkeerd, zodat een gewijzigd cijfer in een lange logregel meteen opvalt. Alle andere regels zijn gemarkeerd als verwijderd (links) of toegevoegd (rechts), tegenover een lege rij.',
      ],
    },
    {
      heading: 'Opties',
      items: [
        { title: 'Witruimte negeren', text: 'Wijzigingen in inspringing en in de hoeveelheid spaties, zoals tabs die door spaties zijn vervangen, tellen niet mee.' },
        { title: 'Hoofdletters negeren', text: 'Hoofdletters en kleine letters gelden als dezelfde letter.' },
        { title: 'Contextweergave', text: 'Alleen gewijzigde regels en de drie regels eromheen worden getoond; een ingeklapt gelijk stuk kun je weer uitklappen.' },
        { title: 'Volgende en vorige', text: 'Druk op n of p om de verschillen een voor een langs te gaan.' },
      ],
    },
    {
      heading: 'Het resultaat lezen en exporteren',
      items: [
        { text: 'Elke kant toont zijn eigen regelnummers, zodat je een wijziging in het originele bestand terugvindt.' },
        { text: 'De telling boven het resultaat (‘3 verschillen gevonden in 2 blokken’) telt elke verwijderde, toegevoegde of gewijzigde rij en de blokken die ze vormen.' },
        { text: 'PDF exporteren bewaart de volledige vergelijking, geen screenshot: alle rijen van beide kanten, als tekst die je kunt doorzoeken en kopiëren.' },
        { text: 'Invoer bewerken toont de twee tekstvakken weer, zodat je een van beide kanten kunt aanpassen.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Logoutput van een geslaagde en een mislukte testrun vergelijken.' },
        { text: 'Twee versies van een script, SQL-bestand of env-bestand controleren.' },
        { text: 'Wijzigingen in documentatie, release notes of contracttekst nalopen.' },
        { text: 'Controleren of een export of rapport regel voor regel overeenkomt met de verwachte uitvoer.' },
      ],
    },
  ],
};
