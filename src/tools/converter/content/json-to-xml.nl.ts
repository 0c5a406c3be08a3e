import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to XML page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Een mapping die je kunt omkeren',
      paragraphs: [
        'XML heeft attributen, tekst en herhaalde elementen; JSON heeft objecten, arrays en getypeerde waarden. Deze converter gebruikt in beide richtingen één gedocumenteerde mapping, dezelfde die de tool XML naar JSON leest, zodat een document dat heen en terug wordt geconverteerd zijn elementen, attributen en tekst houdt.',
      ],
    },
    {
      heading: 'De mapping',
      items: [
        { title: 'Keys', text: 'Elke key wordt een kindelement met die naam: {"title": "Dune"} wordt <title>Dune</title>.' },
        { title: '@-keys', text: 'Een key die met @ begint, wordt een attribuut: {"book": {"@id": "b1"}} wordt <book id="b1"/>.' },
        { title: '#text', text: 'De key #text bevat de tekst van een element dat ook attributen of kinderen heeft.' },
        { title: 'Arrays', text: 'Een array wordt geschreven als herhaalde elementen met de key als naam.' },
        { title: 'Root', text: 'Een object met één key is het root-element; elk ander document wordt in <root> verpakt, array-items in <item>.' },
      ],
    },
    {
      heading: 'Converteren',
      layout: 'steps',
      items: [
        { text: 'Plak JSON in het paneel JSON-invoer.' },
        { text: 'Klik op Converteren voor ingesprongen XML met een XML-declaratie.' },
        { text: 'Lees de opmerkingen over alles wat de XML niet kan uitdrukken.' },
        { text: 'Kopieer de XML of download converted.xml.' },
      ],
    },
    {
      heading: 'Wat XML niet kan uitdrukken',
      items: [
        { text: 'Getallen en booleans worden tekst; terug geconverteerd geven ze strings, tenzij daar Types afleiden aanstaat. Grote gehele getallen houden elk cijfer.' },
        { text: 'null wordt een leeg element, en een lege array levert helemaal geen elementen op.' },
        { text: 'Een array met één element is in XML niet meer te onderscheiden van een enkele waarde.' },
        { text: 'In keys die geen XML-namen zijn, zoals "first name" of "1st", worden de overige tekens vervangen door _.' },
      ],
    },
  ],
};
