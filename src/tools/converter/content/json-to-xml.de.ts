import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to XML page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Eine Abbildung, die sich umkehren lässt',
      paragraphs: [
        'XML hat Attribute, Text und wiederholte Elemente; JSON hat Objekte, Arrays und typisierte Werte. Dieser Konverter nutzt in beide Richtungen eine dokumentierte Abbildung – dieselbe, die das Tool XML zu JSON liest –, sodass ein Dokument, das hin und zurück konvertiert wird, seine Elemente, Attribute und Texte behält.',
      ],
    },
    {
      heading: 'Die Abbildung',
      items: [
        { title: 'Schlüssel', text: 'Jeder Schlüssel wird zu einem Kindelement dieses Namens: {"title": "Dune"} ist <title>Dune</title>.' },
        { title: '@-Schlüssel', text: 'Ein Schlüssel, der mit @ beginnt, wird zu einem Attribut: {"book": {"@id": "b1"}} ist <book id="b1"/>.' },
        { title: '#text', text: 'Der Schlüssel #text enthält den Text eines Elements, das auch Attribute oder Kinder hat.' },
        { title: 'Arrays', text: 'Ein Array wird als wiederholte Elemente mit dem Schlüssel als Namen geschrieben.' },
        { title: 'Wurzel', text: 'Ein Objekt mit genau einem Schlüssel ist das Wurzelelement; jedes andere Dokument wird in <root> gehüllt, Array-Einträge in <item>.' },
      ],
    },
    {
      heading: 'Konvertieren',
      layout: 'steps',
      items: [
        { text: 'Füge JSON in das Feld JSON-Eingabe ein.' },
        { text: 'Klicke auf Konvertieren, um eingerücktes XML mit XML-Deklaration zu erhalten.' },
        { text: 'Lies die Hinweise zu allem, was das XML nicht ausdrücken kann.' },
        { text: 'Kopiere das XML oder lade converted.xml herunter.' },
      ],
    },
    {
      heading: 'Was XML nicht ausdrücken kann',
      items: [
        { text: 'Zahlen und Booleans werden zu Text; zurückkonvertiert ergeben sie Strings, außer dort ist Typen erkennen eingeschaltet. Große Ganzzahlen behalten jede Ziffer.' },
        { text: 'null wird zu einem leeren Element, und ein leeres Array hat gar keine Elemente.' },
        { text: 'Ein Array mit einem Element ist als XML nicht mehr von einem einzelnen Wert zu unterscheiden.' },
        { text: 'In Schlüsseln, die keine XML-Namen sind, etwa "first name" oder "1st", werden die übrigen Zeichen durch _ ersetzt.' },
      ],
    },
  ],
};
