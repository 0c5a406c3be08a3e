import type { ToolContent } from '../../content/types';
import type { TargetText } from './page-text';

/** A types page's text in Dutch: why, what every record decides, how to use it, how it is checked, good to know. */
export function typesContent(t: TargetText): ToolContent {
  return {
    sections: [
      { heading: `Waarom ${t.name} uit je data`, paragraphs: [t.why] },
      {
        heading: 'Elk record telt',
        items: [
          { title: 'Ontbrekende sleutels', text: t.optional },
          { title: 'Nulls', text: t.nullable },
          { title: 'Getallen', text: t.numbers },
          { title: 'Formaten en enums', text: t.formats },
          { title: 'Namen', text: t.names },
        ],
      },
      {
        heading: 'Zo gebruik je het',
        layout: 'steps',
        items: [
          { text: `Plak JSON, NDJSON, YAML of CSV in het paneel Data, of open een bestand of sleep het hierheen; voor ${t.name} worden bestanden tot 2 GB in delen gelezen.` },
          { text: `Klik op Types maken of druk op Ctrl+Enter: de ${t.name}-uitvoer verschijnt met syntaxiskleuren, en een regel zegt hoeveel records er zijn gelezen.` },
          { text: `Pas het veld Naam van het roottype en de andere opties aan; de ${t.name}-uitvoer wordt opnieuw geschreven uit wat al gelezen is.` },
          { text: `Kopieer de ${t.name}-code met Code kopiëren of sla hem op met Downloaden, of kies bij Taal een andere taal: dezelfde data geeft daar dezelfde types.` },
        ],
      },
      { heading: 'Gecontroleerd door een echte compiler', paragraphs: [t.checked] },
      {
        heading: 'Goed om te weten',
        items: [
          { text: t.options },
          { text: `Ongeldige invoer wordt gemeld met regel en kolom, en er komt niets van in de ${t.name}-uitvoer.` },
          { text: `Het geheugengebruik groeit met de structuur van de data, niet met de grootte: een miljoen records van dezelfde vorm geven dezelfde ${t.name}-types als tien.` },
          { text: `Je data blijft in dit tabblad: de ${t.name}-types worden gemaakt in een worker op de achtergrond, en Annuleren stopt die meteen.` },
        ],
      },
    ],
  };
}
