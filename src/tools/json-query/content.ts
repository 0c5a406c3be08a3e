import type { ToolContent } from '../../content/types';

/** Static text of the JSON Query page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Ask a JSON document a question',
      paragraphs: [
        'An API response or a log export rarely needs to be read whole: you want the e-mail addresses of the users over 30, or the total of the order lines. jq answers such questions in one line and is what most developers use on the command line; JSONPath (RFC 9535) is the standard way to point at values inside a document, used by API testing tools and many libraries.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        { title: 'The real jq', text: 'jq 1.7.1 compiled to WebAssembly runs in a background worker: every filter and function works as on the command line, including reduce, group_by and @csv.' },
        { title: 'jq flags', text: 'Compact (-c) writes one value per line, Raw strings (-r) writes strings without quotes, Slurp (-s) reads every value of the input into one array first, and Sort keys (-S) sorts object keys in the output.' },
        { title: 'jq’s own errors', text: 'A filter that does not compile, or fails on the data, shows jq’s message as the command line prints it.' },
        { title: 'JSONPath with paths', text: 'The matches of a JSONPath query as a JSON array, and below it the normalized path of each match, such as $[\'users\'][0][\'email\'], to copy into code or tests.' },
        { title: 'Results as you type', text: 'The query runs a moment after you stop typing; Enter runs it at once, and a long query can be cancelled.' },
      ],
    },
    {
      heading: 'Querying a document',
      layout: 'steps',
      items: [
        { text: 'Paste the JSON into the JSON Input editor, open a file or drop one onto the editor.' },
        { text: 'Choose jq or JSONPath and type the filter or query; for jq, tick the flags you would pass on the command line.' },
        { text: 'Copy result or Download result saves the output exactly as jq prints it.' },
        { text: 'The JSON formatter has the same Query panel under its output, for the document you just formatted.' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'Several JSON values one after another (as in NDJSON logs) are read by jq one by one, or into one array with Slurp; JSONPath needs one document.' },
        { text: 'jq computes with double-precision numbers: numbers it only passes through keep their digits, but arithmetic and comparisons on numbers beyond 2^53 lose precision, as on the command line.' },
        { text: 'JSONPath results keep every number exactly as written, since they are copied from the document; filter comparisons such as ?@.price < 10 use double-precision numbers.' },
        { text: 'The jq engine (about 1.3 MB) is downloaded when you first run a jq filter; nothing you paste is sent anywhere.' },
      ],
    },
  ],
};
