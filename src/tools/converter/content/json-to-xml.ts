import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to XML page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'A mapping you can reverse',
      paragraphs: [
        'XML has attributes, text and repeated elements; JSON has objects, arrays and typed values. This converter uses one documented mapping in both directions, the same one the XML to JSON tool reads, so a document converted there and back keeps its elements, attributes and text.',
      ],
    },
    {
      heading: 'The mapping',
      items: [
        { title: 'Keys', text: 'Each key becomes a child element of that name: {"title": "Dune"} is <title>Dune</title>.' },
        { title: '@ keys', text: 'A key starting with @ becomes an attribute: {"book": {"@id": "b1"}} is <book id="b1"/>.' },
        { title: '#text', text: 'The key #text holds the text of an element that also has attributes or children.' },
        { title: 'Arrays', text: 'An array is written as repeated elements with the key as their name.' },
        { title: 'Root', text: 'An object with one key is the root element; any other document is wrapped in <root>, array items in <item>.' },
      ],
    },
    {
      heading: 'Converting',
      layout: 'steps',
      items: [
        { text: 'Paste JSON into the JSON Input panel.' },
        { text: 'Click Convert to get indented XML with an XML declaration.' },
        { text: 'Read the notes for anything the XML cannot say.' },
        { text: 'Copy the XML or download converted.xml.' },
      ],
    },
    {
      heading: 'What XML cannot express',
      items: [
        { text: 'Numbers and booleans become text; converting back gives strings unless Infer types is on there. Big integers keep every digit.' },
        { text: 'null becomes an empty element, and an empty array has no elements at all.' },
        { text: 'A one-element array is indistinguishable from a single value once it is XML.' },
        { text: 'Keys that are not XML names, such as "first name" or "1st", have the other characters replaced by _.' },
      ],
    },
  ],
};
