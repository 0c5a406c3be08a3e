import type { HomeContent } from './home';

/** Teksten van de startpagina. */
export const home: HomeContent = {
  heroTitle: 'Developer tools die in je browser draaien',
  heroSubtitle:
    'Formatteer code in 13 talen, vergelijk JSON, XML, HTML, CSS en tekst, en genereer geldige testdata voor 36 Europese landen. Gratis, zonder account, en niets wat je plakt verlaat je apparaat.',
  benefits: [
    {
      title: 'Je data blijft op je apparaat',
      text: 'Formatteren, vergelijken en genereren gebeurt allemaal in je browser. Niets wat je plakt of opent wordt geüpload of opgeslagen.',
    },
    {
      title: 'Echte formatters',
      text: 'Prettier, sql-formatter, Ruff, clang-format en een verliesvrije JSON Formatter: dezelfde engines die developers lokaal en in CI gebruiken.',
    },
    {
      title: 'Testdata die door validatie komt',
      text: 'BSN’s doorstaan de elfproef, IBAN’s hebben echte bankcodes en controlegetallen, en telefoonnummers passen in het nationale nummerplan.',
    },
    {
      title: 'Gratis, zonder account',
      text: 'Elke tool is gratis. Geen registratie, geen login en geen gebruikslimiet.',
    },
  ],
  faq: [
    {
      q: 'Is DevToolbox gratis?',
      a: 'Ja. Elke tool is gratis, je hoeft geen account aan te maken en er is geen limiet op hoe vaak je ze gebruikt.',
    },
    {
      q: 'Wordt mijn data ergens naartoe gestuurd?',
      a: 'Nee. Alles wat je plakt of opent wordt in je browser verwerkt, in workers op de achtergrond van deze pagina. Het gaat niet naar een server; de formatters bewaren je laatste invoer alleen op je eigen apparaat, tot je op Wissen klikt. Standaard doet de site helemaal geen verzoeken naar andere origins; het privacybeleid geeft de details.',
    },
    {
      q: 'Hoe groot mogen mijn bestanden zijn?',
      a: 'De editors nemen tot 50 MB, en een JSON-document van 10 MB is in ongeveer een seconde geformatteerd. JSON- en XML-bestanden tot 2 GB openen in de JSON en XML Formatter en worden meteen geformatteerd, en Tekst vergelijken vergelijkt bestanden tot elk 2 GB: beide lezen het bestand in delen, zodat de pagina reageert. Geplakte tekst boven 50 MB gaat in die tools dezelfde weg. Heel grote invoer voor de talen op basis van Prettier duurt langer, omdat die formatters een volledige syntaxboom bouwen.',
    },
    {
      q: 'Welke talen kan ik formatteren?',
      a: 'JSON, XML, HTML, CSS, SQL (tien dialecten, waaronder PostgreSQL, MySQL, T-SQL en PL/SQL), JavaScript, TypeScript, Python, Java, C++, Markdown, PHP en YAML.',
    },
    {
      q: 'Zijn de gegenereerde IBAN’s echte bankrekeningen?',
      a: 'Nee. Ze hebben een geldige opbouw, een echte bankcode en kloppende controlegetallen, dus validators accepteren ze, maar het rekeningnummer is willekeurig. Omdat een willekeurig nummer toevallig bij een bestaande rekening kan horen, gebruik je er nooit een voor een echte betaling.',
    },
    {
      q: 'Werkt het offline?',
      a: 'Ja, na je eerste bezoek. Het eerste bezoek heeft een verbinding nodig; zodra de pagina geladen is, bewaart je browser een kopie van elke pagina en elke formatter-engine, zodat alle tools zonder verbinding blijven werken. Ben je weer online, dan wordt de nieuwste versie gebruikt.',
    },
    {
      q: 'Hoe werkt het vergelijken?',
      a: 'Beide invoeren worden eerst genormaliseerd voor hun type (JSON wordt opnieuw uitgeschreven met dezelfde inspringing, XML, HTML en CSS worden op dezelfde manier geformatteerd) en daarna regel voor regel vergeleken. Vergelijkbare regels, met meer dan de helft van hun tekens gemeen, worden als gewijzigd getoond met de gewijzigde tekens gemarkeerd. Je kunt witruimte, hoofdletters of de volgorde van JSON-sleutels negeren en het volledige resultaat als PDF exporteren.',
    },
    {
      q: 'Welke formatteerinstellingen worden gebruikt?',
      a: 'Vaste, veelgebruikte standaarden: twee spaties voor JSON, XML en YAML, de stijl van Prettier met enkele aanhalingstekens en puntkomma’s voor JavaScript en TypeScript, keywords in hoofdletters voor SQL, de Black-compatibele stijl van Ruff voor Python en de LLVM-stijl voor C++.',
    },
  ],
  sectionIntros: {
    data: 'Genereer fictieve testdata die door echte validatie komt, of bouw duizenden mock-records in JSON vanuit je eigen schema.',
    formatters: 'Plak code, klik op Formatteren en krijg consistente, gevalideerde uitvoer, met fouten die naar de regel wijzen die je moet aanpassen.',
    compare: 'Vergelijk twee versies naast elkaar nadat hun opmaak is genormaliseerd, met gewijzigde tekens gemarkeerd en een volledige PDF-export.',
    convert: 'Converteer tussen JSON, YAML, CSV en XML waarbij elk cijfer van elk getal behouden blijft, met een melding bij alles wat het doelformaat niet kan bevatten.',
  },
};
