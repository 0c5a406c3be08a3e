import type { ToolContent } from '../../../content/types';

/** Tekst van de pagina van de testdatagenerator. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Voordelen',
      items: [
        { title: 'Geaccepteerd door echte validators', text: 'De waarden doorstaan de controles van productiesystemen, zoals de elfproef, mod 97 en de regels van het nummerplan, dus formulieren en API’s accepteren ze.' },
        { title: 'Geen echte persoonsgegevens', text: 'Gegenereerde waarden vervangen kopieën van klantgegevens in testomgevingen.' },
        { title: 'Eén klik per waarde', text: 'Elke waarde wordt naar je klembord gekopieerd zodra hij gegenereerd is.' },
        { title: 'Privé', text: 'Alles wordt in je browser gegenereerd; er wordt niets verstuurd of opgeslagen.' },
      ],
    },
    {
      heading: 'Functies',
      items: [
        { text: '36 landen: de 27 EU-lidstaten plus het Verenigd Koninkrijk, Noorwegen, Zwitserland, IJsland, Liechtenstein, Monaco, Andorra, San Marino en Vaticaanstad.' },
        { text: 'Referentiedata per land: bankcodes, IBAN-lengtes, patronen van telefoon- en paspoortnummers, straatnamen, plaatsen en postcodeformaten.' },
        { text: 'Bij elke klik een nieuwe waarde; het vorige resultaat wordt eerst gewist.' },
        { text: 'Nederland is standaard geselecteerd: het enige land met een BSN-knop.' },
      ],
    },
    {
      heading: 'Soorten data en validatieregels',
      items: [
        { title: 'BSN', text: 'Het burgerservicenummer: negen cijfers die de elfproef doorstaan, 9×d1 + 8×d2 + … + 2×d8 − d9 deelbaar door 11.' },
        {
          title: 'IBAN',
          text: 'Landcode, controlegetal volgens mod 97, een echte bankcode en nationale controlecijfers waar het land die heeft (België, Frankrijk, Spanje, Italië).',
        },
        { title: 'Paspoort', text: 'Een documentnummer in het formaat van het land, zoals negen letters en cijfers voor Nederland (nooit de letter O).' },
        { title: 'Adres', text: 'Straat, huisnummer (1 tot 150) en een echte plaats met een postcode van die plaats, in de notatie van het land.' },
        { title: 'Telefoon', text: 'Internationaal formaat met + en de landcode, geldig in het nationale nummerplan.' },
        {
          title: 'Bedrijf',
          text: 'Een naam met rechtsvorm (GmbH, SARL, Oy), geldige btw- en registratienummers, bijpassend domein, adres en IBAN.',
        },
        {
          title: 'Downloaden naar een bestand',
          text: 'Personen, bedrijven of losse waarden: tot 1.000.000 rijen als CSV, JSON, NDJSON of SQL.',
        },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Gebruik de waarden alleen in ontwikkel- en testsystemen; ze zijn fictief en mogen niet worden gebruikt om iemand te identificeren of om te betalen.' },
        { text: 'Een willekeurig geldig nummer kan bij een echte rekening, telefoon of BSN horen: stuur er dus nooit geld, telefoontjes of post naartoe.' },
        { text: 'Test ook het negatieve geval: verander één cijfer en controleer dat je validator de waarde afwijst.' },
        { text: 'Test met meerdere landen om validatie te vinden die stilzwijgend van één nationaal formaat uitgaat.' },
      ],
    },
    {
      heading: 'Toepassingen',
      items: [
        { text: 'Registratie-, onboarding- en checkoutformulieren invullen tijdens handmatig testen.' },
        { text: 'Fixtures vullen voor Playwright-, Cypress- of API-tests.' },
        { text: 'IBAN-validatie controleren in SEPA-betalingen en incassoflows.' },
        { text: 'Bekijken hoe de interface omgaat met buitenlandse adressen, lange plaatsnamen en telefoonformaten.' },
      ],
    },
  ],
};
