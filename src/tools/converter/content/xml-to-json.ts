import type { ToolContent } from '../../../content/types';

/** Static text of the XML to JSON page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'XML data as JSON',
      paragraphs: [
        'SOAP responses, RSS feeds, Maven POMs and invoices in UBL are XML, while scripts and front ends prefer JSON. This page reads an XML document in your browser and writes it as JSON with a mapping that the JSON to XML tool reverses.',
      ],
    },
    {
      heading: 'Mapping rules',
      items: [
        { title: 'Elements', text: 'The root element is the one top-level key; an element holding only text becomes a string, an empty element "".' },
        { title: 'Attributes', text: 'Attributes become keys with an @ prefix, such as "@currency": "EUR"; namespace prefixes stay part of the name.' },
        { title: 'Text beside markup', text: 'When an element has attributes or children, its text goes under "#text"; CDATA sections count as text.' },
        { title: 'Repetition', text: 'Child elements that share a name become one array, in document order.' },
        { title: 'Entities', text: 'The five XML entities and character references such as &#233; are decoded.' },
      ],
    },
    {
      heading: 'From XML to JSON in four steps',
      layout: 'steps',
      items: [
        { text: 'Paste XML into the XML Input panel or drop a file onto it.' },
        { text: 'Turn on Infer types if numbers and true/false should become JSON values.' },
        { text: 'Click Convert; a malformed document is reported with its line and column.' },
        { text: 'Copy the JSON or download converted.json.' },
      ],
    },
    {
      heading: 'What is left out',
      items: [
        { text: 'Comments, processing instructions and the DOCTYPE are not data and are dropped, with a note.' },
        { text: 'If children of different names alternate (a, b, a), each name is grouped, so their interleaving is lost.' },
        { text: 'Mixed text around child elements is trimmed and joined into one #text value.' },
        { text: 'Entities declared in a DTD are not expanded: the document is refused with the entity name.' },
      ],
    },
  ],
};
