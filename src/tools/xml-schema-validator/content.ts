import type { ToolContent } from '../../content/types';

/** Static text of the XML Schema Validator page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Check XML against its schema',
      paragraphs: [
        'Invoices (UBL), bank messages (ISO 20022), SOAP payloads and build files all come with an XML Schema that says what a valid document holds. This page validates a document against its schema with libxml2, the library behind xmllint, compiled to WebAssembly and running in your browser, and lists every error with the line it is on.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        { title: 'The real libxml2', text: 'Errors are libxml2’s own, word for word as xmllint --schema prints them, with their line (and column where libxml2 gives one).' },
        { title: 'Schemas in several files', text: 'Add the files the schema includes or imports; they are matched by file name, whatever folder the schema names.' },
        { title: 'DTD validation', text: 'A document that declares its DTD inline is validated against it, with the same list of errors.' },
        { title: 'Click to the error', text: 'Choosing an error puts the cursor on its line in the document, or in the schema when the schema is at fault.' },
        { title: 'Nothing is fetched', text: 'A schema that points to a URL gets a message naming it instead of a download; external entities are never expanded.' },
      ],
    },
    {
      heading: 'Validating a document',
      layout: 'steps',
      items: [
        { text: 'Paste or open the XML document, and the XML Schema (XSD) beside it.' },
        { text: 'Add the schema files it includes or imports under More schema files.' },
        { text: 'Press Validate (or Ctrl+Enter): a valid document says so, an invalid one lists every error.' },
        { text: 'For a document with an inline DTD, choose The DTD in the document instead.' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'The document is first checked for well-formedness with the same messages as the XML formatter.' },
        { text: 'Validation follows XML Schema 1.0 as libxml2 implements it; XSD 1.1 features such as assertions are not supported by libxml2.' },
        { text: 'libxml2 (about 1 MB) is downloaded the first time you validate; the files you add stay in your browser.' },
        { text: 'The command line does the same: devtoolbox validate --schema invoice.xsd --with common.xsd invoice.xml.' },
      ],
    },
  ],
};
