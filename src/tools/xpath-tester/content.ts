import type { ToolContent } from '../../content/types';

/** Static text of the XPath Tester page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Ask an XML document a question',
      paragraphs: [
        'SOAP responses, Maven builds, Android manifests, UBL invoices and feeds are XML, and the quickest way to find something in them is an XPath expression: the artifactId of every dependency, the total of the invoice lines, the items of a feed that mention Mars. This page evaluates the expression as you type and lists every node it selects with its place in the document.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        { title: 'libxml2, as xmllint', text: 'Every expression XPath 1.0 can evaluate is answered by libxml2 compiled to WebAssembly, the library behind xmllint, so the results are the ones your scripts get.' },
        { title: 'XPath 3.1 too', text: 'Expressions that need XPath 3.1, such as for, the ! operator, string-join or maps, are answered by fontoxpath; the page says which engine answered.' },
        { title: 'Where each node is', text: 'Each node comes with its location path, like /rss/channel/item[3]/title, and its line and column; a click puts the cursor on it in the document.' },
        { title: 'Namespaces', text: 'Prefixes the document declares work as they are. Bind more, or a prefix for the default namespace, in the Namespaces field as prefix=URI.' },
        { title: 'Results as you type', text: 'The expression runs a moment after you stop typing, Enter runs it at once, and the document stays in the worker between queries, so a long one is parsed once.' },
      ],
    },
    {
      heading: 'Querying a document',
      layout: 'steps',
      items: [
        { text: 'Paste the XML into the XML Input editor, open a file or drop one onto the editor.' },
        { text: 'Type an XPath expression, for example //item/title or count(//dependency).' },
        { text: 'Choose a result to see it in the document; Download results saves the whole list with paths and lines.' },
        { text: 'The XML formatter has the same XPath panel beside its output, for the document you just formatted.' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'XPath has no default element namespace: in a document with xmlns="…" (a Maven POM, an SVG), bind a prefix to that URI, such as pom=http://maven.apache.org/POM/4.0.0, and write //pom:dependency.' },
        { text: 'Numbers are written as XPath 1.0 writes them, whichever engine answered: 4799940000, 0.333333333333333, NaN.' },
        { text: 'Whitespace between elements is part of the document for XPath, as in xmllint: text() and node() count it.' },
        { text: 'Nothing is loaded from the network: external entities are never expanded, and the document stays in your browser.' },
      ],
    },
  ],
};
