import type { ToolContent } from '../../../content/types';

/** Static text of the XML Compare page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Zo werkt de XML-vergelijker',
      paragraphs: [
        'XML uit verschillende systemen heeft zelden dezelfde opmaak: het ene schrijft alles op één regel, het andere springt in met vier spaties. De XML-vergelijker laat daarom eerst beide documenten opnieuw inspringen zoals de XML Formatter dat doet, twee spaties per niveau en één element per regel, zodat alleen echte wijzigingen aan elementen, attributen en tekst overblijven. Ongeldige XML aan een van beide kanten wordt gemeld met regel en kolom.',
        'De twee genormaliseerde documenten worden daarna regel voor regel vergeleken. Delen een regel links en een latere regel rechts meer dan de helft van hun tekens, zoals een element waarvan een attribuutwaarde veranderde, dan worden ze gekoppeld tot één gewijzigde rij en worden precies de afwijkende tekens gemarkeerd. Regels zonder zo’n partner verschijnen als verwijderd of toegevoegd naast een lege rij.',
      ],
    },
    {
      heading: 'Opties',
      items: [
        { title: 'Witruimte negeren', text: 'Reeksen spaties en tabs tellen als één spatie en spaties aan het begin of eind worden genegeerd, bijvoorbeeld in tekstinhoud.' },
        { title: 'Hoofdletters negeren', text: 'Hoofd- en kleine letters worden genegeerd, handig als het ene systeem TRUE schrijft en het andere true.' },
        { title: 'Contextweergave', text: 'Toont elke wijziging met drie regels eromheen en klapt lange ongewijzigde stukken van grote documenten in.' },
        { title: 'Navigeren met het toetsenbord', text: 'n gaat naar het volgende verschil en p naar het vorige.' },
      ],
    },
    {
      heading: 'Het resultaat lezen en exporteren',
      items: [
        { text: 'Beide kanten dragen de regelnummers van de genormaliseerde documenten, zodat je een wijziging terugvindt in geformatteerde uitvoer.' },
        { text: 'De badge met verschillen telt verwijderde, toegevoegde en gewijzigde rijen.' },
        { text: 'PDF exporteren maakt een document van meerdere pagina’s met elke rij van beide kanten als selecteerbare, doorzoekbare tekst.' },
        { text: 'Invoer bewerken gaat terug naar de tekstvakken zonder te verliezen wat je plakte.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'SOAP-responses uit een test- en een productieomgeving vergelijken.' },
        { text: 'Wijzigingen in pom.xml of in configuratiebestanden van Spring of .NET nalopen.' },
        { text: 'Een getransformeerd document controleren tegen de verwachte uitvoer van een XSLT- of mappingtest.' },
        { text: 'Vinden wat er veranderde tussen twee exports van dezelfde datafeed.' },
      ],
    },
  ],
};
