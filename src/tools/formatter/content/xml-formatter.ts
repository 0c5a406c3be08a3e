import type { ToolContent } from '../../../content/types';

/** Static text of the XML Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why XML formatting matters',
      paragraphs: [
        'SOAP messages, RSS feeds, sitemaps, Maven POMs and exported configurations often reach you as a single line of XML. Indentation reveals the element tree, so you can see which element a value belongs to and where a block ends.',
        'A well-formedness check catches unclosed tags, mismatched case in end tags and unescaped ampersands before the system that consumes the document does.',
      ],
    },
    {
      heading: 'Features',
      items: [
        {
          title: 'The layout of xmllint --format',
          text: 'Two spaces per level and one element per line wherever an element contains only child elements: the indentation you know from libxml2.',
        },
        {
          title: 'Content kept intact',
          text: 'Mixed content, text, CDATA sections, comments, processing instructions and the XML declaration stay as written. Whitespace inside text is never touched.',
        },
        { title: 'Precise errors', text: 'Malformed input is reported as "Invalid XML:" followed by the problem and its line and column.' },
        { title: 'Fast on large files', text: 'Multi-megabyte documents are formatted in a background worker and shown as a collapsible tree.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste an XML document or fragment into the Input Code panel.' },
        { text: 'Click Format Code. The parser checks nesting, attribute quoting, entity references and that every start tag is closed.' },
        { text: 'Elements with only element children are broken onto separate lines; elements holding text keep it on their own line.' },
        { text: 'Collapse the elements you do not need and copy the result.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Well-formed is not the same as valid: check the document against its XSD or DTD in your build as well.' },
        { text: 'Do not re-indent signed XML (XML-DSig, SAML assertions): changed whitespace breaks the signature.' },
        { text: 'Use CDATA for embedded code or markup instead of escaping every < and &.' },
        { text: 'Declare the encoding in the XML declaration whenever a document is not UTF-8.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Debugging SOAP requests and responses captured from logs or a proxy.' },
        { text: 'Reading pom.xml, web.config, Android layouts and other XML configuration.' },
        { text: 'Checking RSS and Atom feeds, sitemaps and SVG files by hand.' },
        { text: 'Preparing two exports for a side-by-side check with XML Compare.' },
      ],
    },
  ],
};
