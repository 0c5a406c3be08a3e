import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to CSV page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'JSON-records naar een spreadsheet',
      paragraphs: [
        'Een export uit een API is meestal een array van objecten. Spreadsheets, BI-tools en importwizards van databases willen CSV. Deze converter schrijft één rij per object en één kolom per veld, en noemt onder de uitvoer elke plek waar CSV de data moest vereenvoudigen.',
      ],
    },
    {
      heading: 'Hoe de kolommen ontstaan',
      items: [
        { title: 'Kopregel', text: 'De vereniging van alle keys, in de volgorde waarin ze voor het eerst voorkomen, zodat records met extra of ontbrekende velden toch onder elkaar staan.' },
        { title: 'Geneste objecten', text: 'Afgevlakt tot kolomnamen met punten: {"address": {"city": "Utrecht"}} geeft een kolom address.city.' },
        { title: 'Arrays', text: 'Als JSON-tekst in één cel geschreven, bijvoorbeeld ["a","b"], zodat er niets van verloren gaat.' },
        { title: 'Getallen en booleans', text: 'Overgenomen met hun exacte cijfers; 12345678901234567890 wordt niet afgerond en 1.50 houdt zijn nul aan het eind.' },
        { title: 'Quotes', text: 'RFC 4180: cellen met komma’s, quotes of regeleinden krijgen quotes, quotes worden verdubbeld, rijen eindigen op CRLF.' },
      ],
    },
    {
      heading: 'De converter gebruiken',
      layout: 'steps',
      items: [
        { text: 'Plak een JSON-array van objecten (één object geeft één rij) in het paneel JSON-invoer.' },
        { text: 'Laat de bescherming tegen formules aan, tenzij het bestand naar een programma gaat dat geen spreadsheet is.' },
        { text: 'Klik op Converteren en lees de opmerkingen onder de CSV.' },
        { text: 'Klik op Downloaden voor converted.csv en open het bestand in Excel, LibreOffice of Google Spreadsheets.' },
      ],
    },
    {
      heading: 'Grenzen van CSV',
      items: [
        { text: 'null en een ontbrekende key worden allebei een lege cel; CSV kan ze niet van elkaar onderscheiden.' },
        { text: 'De bescherming tegen formules zet een apostrof voor cellen die een spreadsheet zou kunnen uitvoeren: cellen die beginnen met =, @, tab of carriage return, en met + of - tenzij er een getal of telefoonnummer volgt, zodat -12.5 en +31 6 12345678 blijven zoals ze zijn.' },
        { text: 'Elementen van de array die geen object zijn, komen in een kolom met de naam value.' },
        { text: 'Bevat een key al een punt, dan kan hij botsen met een afgevlakte kolom; de opmerking telt zulke cellen.' },
      ],
    },
  ],
};
