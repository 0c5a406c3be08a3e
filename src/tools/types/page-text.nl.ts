import { typesLayout } from './page-layout';

/** A types page's text in Dutch. */
export const typesContent = typesLayout({
  whyHeading: (name) => `Waarom ${name} uit je data`,
  recordsHeading: 'Elk record telt',
  titles: { optional: 'Ontbrekende sleutels', nullable: 'Nulls', numbers: 'Getallen', formats: 'Formaten en enums', names: 'Namen' },
  stepsHeading: 'Zo gebruik je het',
  steps: {
    paste: (name) => `Plak JSON, NDJSON, YAML of CSV in het paneel Data, of open een bestand of sleep het hierheen; voor ${name} worden bestanden tot 2 GB in delen gelezen.`,
    make: (name) => `Klik op Types maken of druk op Ctrl+Enter: de ${name}-uitvoer verschijnt met syntaxiskleuren, en een regel zegt hoeveel records er zijn gelezen.`,
    adjust: (name) => `Pas het veld Naam van het roottype en de andere opties aan; de ${name}-uitvoer wordt opnieuw geschreven uit wat al gelezen is.`,
    copy: (name) => `Kopieer de ${name}-code met Code kopiëren of sla hem op met Downloaden, of kies bij Taal een andere taal: dezelfde data geeft daar dezelfde types.`,
  },
  checkedHeading: 'Gecontroleerd door een echte compiler',
  notesHeading: 'Goed om te weten',
  notes: {
    invalid: (name) => `Ongeldige invoer wordt gemeld met regel en kolom, en er komt niets van in de ${name}-uitvoer.`,
    memory: (name) => `Het geheugengebruik groeit met de structuur van de data, niet met de grootte: een miljoen records van dezelfde vorm geven dezelfde ${name}-types als tien.`,
    privacy: (name) => `Je data blijft in dit tabblad: de ${name}-types worden gemaakt in een worker op de achtergrond, en Annuleren stopt die meteen.`,
  },
});
