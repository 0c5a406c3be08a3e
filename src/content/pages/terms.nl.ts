import type { LegalPage } from './privacy';

/** Teksten van de gebruiksvoorwaarden. */
export const terms: LegalPage = {
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Aanvaarding',
      paragraphs: ['Door DevToolbox te gebruiken ga je akkoord met deze voorwaarden. Ga je er niet mee akkoord, gebruik de site dan niet.'],
    },
    {
      heading: 'De dienst',
      paragraphs: [
        'DevToolbox biedt code formatters, vergelijkingstools, een testdatagenerator en een JSON-generator. De tools zijn gratis en vragen geen account of registratie. We kunnen tools op elk moment en zonder aankondiging wijzigen, toevoegen of verwijderen, of de dienst stopzetten.',
      ],
    },
    {
      heading: 'Je inhoud',
      paragraphs: [
        'Je bent verantwoordelijk voor de inhoud die je in de tools plakt of opent, en ervoor dat je die mag gebruiken. De inhoud wordt in je browser verwerkt en niet naar ons gestuurd of door ons bewaard; zie het privacybeleid.',
        'Je bent er ook verantwoordelijk voor de uitvoer te controleren voordat je erop vertrouwt, bijvoorbeeld door geformatteerde code na te lopen en je eigen tests te draaien voordat je hem uitrolt.',
      ],
    },
    {
      heading: 'Gegenereerde testdata',
      paragraphs: [
        'Data van de testdatagenerator en de JSON-generator, waaronder BSN’s, IBAN’s, paspoortnummers, adressen en telefoonnummers, is fictief. Ze is gemaakt om door format- en checksumvalidatie te komen bij het testen van software, niet om echte personen, rekeningen of documenten voor te stellen.',
        'Omdat de waarden willekeurig zijn, kan een gegenereerde waarde toevallig overeenkomen met een echt nummer, een rekening, een telefoonnummer of een adres. Je mag gegenereerde data alleen gebruiken voor ontwikkeling, testen, demonstraties en training. Je mag ze niet gebruiken om fraude te plegen, je als iemand anders voor te doen, rekeningen te openen, betalingen te doen of te vragen, contact op te nemen met de houder van een overeenkomend nummer, of een persoon of systeem voor identiteitscontrole te misleiden.',
      ],
    },
    {
      heading: 'Toegestaan gebruik',
      paragraphs: [
        'Gebruik de site niet op een manier die haar of andere gebruikers verstoort, zoals geautomatiseerde massaverzoeken of pogingen om de beveiliging te doorbreken. Gebruik de tools niet voor iets wat onwettig is waar je bent.',
      ],
    },
    {
      heading: 'Geen garantie',
      paragraphs: [
        'De site en alle tools worden geleverd ‘zoals ze zijn’ en ‘zoals beschikbaar’, zonder enige uitdrukkelijke of stilzwijgende garantie, waaronder garanties van juistheid, geschiktheid voor een bepaald doel en niet-inbreuk. Geformatteerde code, vergelijkingsresultaten en gegenereerde data kunnen fouten bevatten.',
      ],
    },
    {
      heading: 'Beperking van aansprakelijkheid',
      paragraphs: [
        'Voor zover de wet dat toestaat, zijn de beheerders van DevToolbox niet aansprakelijk voor schade of verlies door het gebruik of het niet kunnen gebruiken van de site of haar uitvoer, waaronder verloren data, gederfde winst of mislukte uitrols.',
      ],
    },
    {
      heading: 'Software van derden',
      paragraphs: [
        'De tools draaien opensourcesoftware zoals Prettier en zijn plugins, sql-formatter, Ruff en clang-format, elk onder een eigen licentie. De namen van die projecten zijn van hun respectieve eigenaren.',
      ],
    },
    {
      heading: 'Wijzigingen in deze voorwaarden',
      paragraphs: ['We kunnen deze voorwaarden bijwerken. De datum bovenaan geeft aan wanneer ze voor het laatst zijn gewijzigd; als je de site na een wijziging blijft gebruiken, aanvaard je de bijgewerkte voorwaarden.'],
    },
    {
      heading: 'Contact',
      paragraphs: ['Vragen over deze voorwaarden kun je sturen naar het contactadres in de footer of via het feedbackformulier.'],
    },
  ],
};
