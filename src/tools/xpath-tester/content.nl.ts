import type { ToolContent } from '../../content/types';

/** Static text of the XPath Tester page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Stel een XML-document een vraag',
      paragraphs: [
        'SOAP-responses, Maven-builds, Android-manifests, UBL-facturen en feeds zijn XML, en de snelste manier om er iets in te vinden is een XPath-expressie: de artifactId van elke dependency, het totaal van de factuurregels, de items van een feed die Mars noemen. Deze pagina evalueert de expressie terwijl je typt en toont elke geselecteerde node met zijn plek in het document.',
      ],
    },
    {
      heading: 'Wat je krijgt',
      items: [
        { title: 'libxml2, zoals xmllint', text: 'Elke expressie die XPath 1.0 kan evalueren wordt beantwoord door libxml2, gecompileerd naar WebAssembly, de library achter xmllint: je krijgt dus dezelfde resultaten als je scripts.' },
        { title: 'Ook XPath 3.1', text: 'Expressies die XPath 3.1 nodig hebben, zoals for, de operator !, string-join of maps, worden beantwoord door fontoxpath; de pagina zegt welke engine antwoordde.' },
        { title: 'Waar elke node staat', text: 'Elke node komt met zijn location path, zoals /rss/channel/item[3]/title, en zijn regel en kolom; een klik zet de cursor erop in het document.' },
        { title: 'Namespaces', text: 'Prefixen die het document declareert werken zoals ze zijn. Bind er meer, of een prefix voor de default namespace, in het veld Namespaces als prefix=URI.' },
        { title: 'Resultaten terwijl je typt', text: 'De expressie draait een moment nadat je stopt met typen, Enter voert hem meteen uit, en het document blijft tussen queries in de worker, zodat een groot document maar één keer wordt geparset.' },
      ],
    },
    {
      heading: 'Een document bevragen',
      layout: 'steps',
      items: [
        { text: 'Plak de XML in de editor XML-invoer, open een bestand of sleep er een op de editor.' },
        { text: 'Typ een XPath-expressie, bijvoorbeeld //item/title of count(//dependency).' },
        { text: 'Kies een resultaat om het in het document te zien; Resultaten downloaden bewaart de hele lijst met paden en regels.' },
        { text: 'De XML Formatter heeft hetzelfde XPath-paneel naast zijn uitvoer, voor het document dat je net hebt geformatteerd.' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'XPath kent geen default element namespace: in een document met xmlns="…" (een Maven-POM, een SVG) bind je een prefix aan die URI, zoals pom=http://maven.apache.org/POM/4.0.0, en schrijf je //pom:dependency.' },
        { text: 'Getallen worden geschreven zoals XPath 1.0 ze schrijft, welke engine ook antwoordde: 4799940000, 0.333333333333333, NaN.' },
        { text: 'Witruimte tussen elementen hoort voor XPath bij het document, net als in xmllint: text() en node() tellen hem mee.' },
        { text: 'Er wordt niets van het netwerk geladen: externe entiteiten worden nooit uitgevouwen, en het document blijft in je browser.' },
      ],
    },
  ],
};
