import type { ToolContent } from '../../content/types';

/** Static text of the JSON Schema Validator page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Check JSON against its contract',
      paragraphs: [
        'A JSON Schema states what a document must look like: which properties are required, their types, allowed values and formats. Validating an API payload, a configuration file or a test fixture against its schema catches mistakes before a server or a deployment does.',
      ],
    },
    {
      heading: 'What the validator reports',
      items: [
        { title: 'Every error', text: 'Validation does not stop at the first problem; all of them are listed, including the parent keywords (properties, items) that failed because a child did.' },
        { title: 'Instance path', text: 'A JSON Pointer such as /lines/1/qty names the value that failed; / is the whole document.' },
        { title: 'Keyword and message', text: 'The schema keyword that rejected the value (type, required, minimum, enum…) and a message saying why.' },
        { title: 'Location', text: 'Line and column of the property or element; clicking the error puts the cursor there in the document editor.' },
      ],
    },
    {
      heading: 'Validating a document',
      layout: 'steps',
      items: [
        { text: 'Paste the JSON into the JSON Document editor and the schema into the JSON Schema editor.' },
        { text: 'Keep the draft on "From $schema" or pick draft 2020-12 or draft-07 yourself.' },
        { text: 'Click Validate or press Ctrl+Enter in either editor.' },
        { text: 'Work through the list, clicking each error to jump to it; when none is left the page says "The document is valid against the schema."' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'The engine is @cfworker/json-schema, which interprets schemas instead of compiling them to code, so it runs under the page’s strict Content-Security-Policy.' },
        { text: '$ref to definitions, $defs and anchors inside the same schema is supported; references to other files are not fetched.' },
        { text: 'The format keyword is checked for common formats such as email, date-time, uri and uuid.' },
        { text: 'Numbers are compared as JavaScript numbers, so integers beyond 2^53 lose precision during validation.' },
      ],
    },
  ],
};
