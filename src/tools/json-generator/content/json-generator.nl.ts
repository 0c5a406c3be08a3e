import type { ToolContent } from '../../../content/types';

/** Tekst van de pagina van de JSON-generator. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Functies',
      items: [
        { title: 'Tot 10.000 records', text: 'Gegenereerd in een worker op de achtergrond met een voortgangsindicator, en getoond in een gevirtualiseerde lijst die bij elke omvang snel blijft.' },
        { title: 'Vier exportformaten', text: 'Exporteer de records als JSON, NDJSON (één record per regel), CSV met geneste velden platgeslagen tot kolommen met punten, of SQL INSERT-statements.' },
        { title: 'Seeds', text: 'Dezelfde seed en hetzelfde schema geven altijd dezelfde records, zodat je een testdataset exact opnieuw kunt maken.' },
        { title: 'Deellinks', text: 'Een link draagt je veldenlijst in het #-fragment, zodat een collega hetzelfde schema opent; er wordt niets op een server bewaard.' },
        { title: 'Onthouden schema', text: 'Je schema, aantal records en seed blijven in de lokale opslag van je browser voor je volgende bezoek; gegenereerde records niet.' },
      ],
    },
    {
      heading: 'Veldtypen',
      paragraphs: ['Elk veld heeft een naam en een van de 24 typen. Geavanceerde opties verfijnen de waarden.'],
      items: [
        { title: 'Tekst en identiteit', text: 'String, Naam, E-mail, Telefoon en UUID.' },
        { title: 'Getallen en vlaggen', text: 'Getal, met een minimum en maximum (standaard 18 tot 100), en Boolean.' },
        { title: 'Plaatsen en Europese nummers', text: 'Adres, Plaats, Land, IBAN, nationaal identificatienummer, btw-nummer en BSN voor 36 Europese landen, met geldige controlecijfers. Binnen één record passen ze bij het land van het record; de optie Land legt het land van een veld vast.' },
        { title: 'Datum en tijd', text: 'Datum (JJJJ-MM-DD), Tijd (UU:MM:SS) en Datum en tijd (ISO 8601).' },
        { title: 'Web', text: 'URL, IP-adres en Kleur.' },
        { title: 'Structuur', text: 'Array, met een aantal items (standaard 3), en Object, met eigen geneste velden.' },
        { title: 'Beperkingen', text: 'Enum, dat kiest uit een kommagescheiden lijst (standaard A, B, C), en Regex, dat strings maakt die aan je patroon voldoen.' },
      ],
    },
    {
      heading: 'Templates',
      items: [
        { title: 'Eigen', text: 'Begin met id, name, age, email en isActive en bouw je eigen schema.' },
        { title: 'Gebruikersprofiel', text: 'Namen, contactgegevens, adres, land, aanmaakdatum en een actief-vlag.' },
        { title: 'Productcatalogus', text: 'Prijs, categorie als enum, tags, geneste specificaties en voorraadstatus.' },
        { title: 'Bestelgegevens', text: 'Orderregels met aantallen en prijzen, totaal, status en verzendadres.' },
        { title: 'Blogpost', text: 'Titel, inhoud, auteur, tags, reacties en publicatiegegevens.' },
      ],
    },
    {
      heading: 'Tips',
      items: [
        { text: 'Een template kiezen vervangt de hele veldenlijst, dus bewaar een eigen schema eerst met een deellink.' },
        { text: 'Gebruik Enum voor statusvelden, zodat elk record een waarde bevat die je applicatie accepteert.' },
        { text: 'Geef minimum en maximum realistische waarden, zoals een prijs tussen 1 en 1000, zodat de data op productie lijkt.' },
        { text: 'Gebruik NDJSON voor streaming-imports en bulk-API’s, en SQL om een lokale database te vullen.' },
        { text: 'Zet in geautomatiseerde tests een vaste seed, zodat je fouten kunt reproduceren.' },
      ],
    },
  ],
};
