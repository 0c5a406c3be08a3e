import type { ToolContent } from '../../content/types';

/** Static text of the XML Schema Validator page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Controleer XML tegen zijn schema',
      paragraphs: [
        'Facturen (UBL), bankberichten (ISO 20022), SOAP-payloads en buildbestanden hebben allemaal een XML Schema dat zegt wat een geldig document bevat. Deze pagina valideert een document tegen zijn schema met libxml2, de library achter xmllint, gecompileerd naar WebAssembly en draaiend in je browser, en toont elke fout met de regel waarop hij staat.',
      ],
    },
    {
      heading: 'Wat je krijgt',
      items: [
        { title: 'De echte libxml2', text: 'De fouten zijn die van libxml2 zelf, woord voor woord zoals xmllint --schema ze afdrukt, met hun regel (en kolom waar libxml2 die geeft).' },
        { title: 'Schema’s in meerdere bestanden', text: 'Voeg de bestanden toe die het schema insluit of importeert; ze worden op bestandsnaam gekoppeld, in welke map het schema ze ook noemt.' },
        { title: 'DTD-validatie', text: 'Een document dat zijn DTD inline declareert, wordt daartegen gevalideerd, met dezelfde lijst fouten.' },
        { title: 'Klik naar de fout', text: 'Een fout kiezen zet de cursor op zijn regel in het document, of in het schema als het schema de fout bevat.' },
        { title: 'Er wordt niets opgehaald', text: 'Een schema dat naar een URL verwijst krijgt een melding met die URL in plaats van een download; externe entiteiten worden nooit uitgevouwen.' },
      ],
    },
    {
      heading: 'Een document valideren',
      layout: 'steps',
      items: [
        { text: 'Plak of open het XML-document, en het XML Schema (XSD) ernaast.' },
        { text: 'Voeg de schemabestanden die het insluit of importeert toe onder Meer schemabestanden.' },
        { text: 'Druk op Valideren (of Ctrl+Enter): een geldig document wordt als geldig gemeld, een ongeldig document toont elke fout.' },
        { text: 'Kies voor een document met een inline DTD in plaats daarvan De DTD in het document.' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'Het document wordt eerst op well-formedness gecontroleerd, met dezelfde meldingen als de XML Formatter.' },
        { text: 'De validatie volgt XML Schema 1.0 zoals libxml2 het implementeert; XSD 1.1-functies zoals assertions ondersteunt libxml2 niet.' },
        { text: 'libxml2 (ongeveer 1 MB) wordt gedownload de eerste keer dat je valideert; de bestanden die je toevoegt blijven in je browser.' },
        { text: 'De command line doet hetzelfde: devtoolbox validate --schema invoice.xsd --with common.xsd invoice.xml.' },
      ],
    },
  ],
};
