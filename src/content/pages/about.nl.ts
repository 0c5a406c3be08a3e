import type { AboutContent } from './about';

/** Teksten van de pagina Over. */
export const about: AboutContent = {
  story: [
    'DevToolbox bestaat omdat de snelste manier om een JSON-response te formatteren of twee configuratiebestanden te vergelijken vaak een website was die alles uploadt wat je plakt. Voor API-payloads, klantgegevens of interne configuratie is dat een risico dat veel teams niet kunnen nemen.',
    'Daarom draait hier elke tool in je browser. Formatters, vergelijkingen en generators werken in workers op de achtergrond van de pagina, en wat je plakt wordt nooit naar een server gestuurd of opgeslagen.',
    'De tools zijn gebouwd voor developers en testers die correcte resultaten nodig hebben: formatters die de echte engines uit editors en CI zijn, vergelijkingen die opmaakruis negeren, en testdata die dezelfde validatie doorstaat als invoer in productie.',
  ],
  features: [
    {
      title: 'Code formatters',
      text: 'Dertien talen, van verliesvrije JSON en XML in xmllint-stijl tot Prettier, sql-formatter met tien dialecten, Ruff voor Python en clang-format voor C++.',
    },
    {
      title: 'Vergelijkingstools',
      text: 'Diffs naast elkaar voor JSON, XML, HTML, CSS en platte tekst, met markering per teken, navigatie met het toetsenbord en een volledige PDF-export.',
    },
    {
      title: 'Testdata',
      text: 'Geldige BSN’s, IBAN’s, paspoortnummers, adressen en telefoonnummers voor 36 Europese landen, en een JSON-generator voor tot 10.000 records.',
    },
  ],
  principles: [
    { title: 'Je invoer blijft van jou', text: 'Niets wat je plakt of opent verlaat je browser. Standaard neemt de site geen contact op met andere origins, en de lettertypen worden zelf gehost.' },
    { title: 'Correct gaat voor gemak', text: 'De uitvoer moet door een echte validator komen: JSON houdt grote getallen exact, BSN’s doorstaan de elfproef, IBAN’s mod 97.' },
    { title: 'Echte engines, geen benaderingen', text: 'Waar een taal een veelgebruikte formatter heeft, draaien we die formatter in plaats van zelf tekst opnieuw in te springen.' },
    { title: 'Gratis en anoniem', text: 'Geen accounts, geen registratie, geen betaalde versie.' },
    { title: 'Grote invoer is normaal', text: 'Bestanden van vele megabytes worden buiten de hoofdthread verwerkt, zodat de pagina blijft reageren terwijl ze geformatteerd of vergeleken worden.' },
  ],
};
