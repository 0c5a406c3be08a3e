import type { ToolContent } from '../../../content/types';

/** Static text of the YAML to JSON page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'YAML lezen als JSON',
      paragraphs: [
        'Veel tools accepteren alleen JSON: een schemavalidator, jq, een HTTP-client, een loader voor testfixtures. Deze pagina leest een YAML-bestand met het core-schema van YAML 1.2 en schrijft dezelfde data als ingesprongen JSON, met behoud van de volgorde van keys en de exacte cijfers van grote getallen.',
      ],
    },
    {
      heading: 'Hoe YAML wordt gelezen',
      items: [
        { title: 'Anchors en aliassen', text: 'Elke *alias wordt vervangen door een kopie van de node die zijn &anchor noemt; een node die naar zichzelf verwijst wordt geweigerd, omdat JSON geen cyclus kan uitdrukken.' },
        { title: 'Merge keys', text: '<<: *defaults kopieert de keys van de samengevoegde mapping, en keys die ernaast staan winnen, zoals Docker Compose verwacht.' },
        { title: 'Typen van YAML 1.2', text: 'yes, on en 2024-01-15 blijven strings; true, false, null, ~ en getallen zoals 0x1F of 1e3 worden JSON-waarden.' },
        { title: 'Grote gehele getallen', text: 'Een geheel getal zoals 123456789012345678901 wordt met al zijn cijfers geschreven in plaats van afgerond.' },
        { title: 'Meerdere documenten', text: 'Een bestand met scheidingslijnen (---) wordt een JSON-array van zijn documenten, en een opmerking meldt dat.' },
      ],
    },
    {
      heading: 'Stappen',
      layout: 'steps',
      items: [
        { text: 'Plak YAML in het paneel YAML-invoer of sleep er een .yaml- of .yml-bestand op.' },
        { text: 'Klik op Converteren; een syntaxfout noemt de regel en kolom waar het lezen stopte.' },
        { text: 'Controleer de opmerkingen onder de uitvoer op alles wat JSON niet kon bevatten.' },
        { text: 'Kopieer de JSON of download hem als converted.json.' },
      ],
    },
    {
      heading: 'Wat JSON niet kan bevatten',
      items: [
        { text: '.inf, -.inf en .nan hebben geen JSON-vorm en worden als null geschreven, elk vermeld in een opmerking.' },
        { text: 'Een mapping-key die zelf een lijst of mapping is, wordt de JSON-tekst van die key.' },
        { text: 'Commentaar en de keuze tussen blok- en flowstijl zijn opmaak, geen data, en blijven niet bewaard.' },
        { text: 'Eigen tags zoals !Ref worden met een melding geweigerd in plaats van geraden.' },
      ],
    },
  ],
};
