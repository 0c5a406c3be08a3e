import type { ToolContent } from '../../../content/types';

/** Static text of the CSV to JSON page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'CSV rows as JSON objects',
      paragraphs: [
        'A spreadsheet export becomes a JSON array with one object per row, keyed by the header row. By default every value stays a string, exactly as it was in the file, so postcodes like 01234 and IDs like 007 keep their leading zeros.',
      ],
    },
    {
      heading: 'Reading rules',
      items: [
        { title: 'RFC 4180', text: 'Quoted fields may hold commas, doubled quotes and line breaks; CRLF, LF and CR line ends and a byte order mark are all accepted.' },
        { title: 'Header row', text: 'The first record names the keys; a repeated name gets a suffix (_2) and an empty one its position (column3).' },
        { title: 'Ragged rows', text: 'Missing cells become empty strings and cells beyond the header get positional names, each case mentioned in a note.' },
        { title: 'Infer types', text: 'When switched on, true, false and null become JSON values and numbers in JSON notation become numbers with their exact digits.' },
      ],
    },
    {
      heading: 'Convert a file',
      layout: 'steps',
      items: [
        { text: 'Paste CSV into the CSV Input panel or drop a .csv file onto it.' },
        { text: 'Choose whether to infer types.' },
        { text: 'Click Convert; an unclosed quote is reported with the line where its field starts.' },
        { text: 'Copy the array of records or download it as converted.json.' },
      ],
    },
    {
      heading: 'Tips',
      items: [
        { text: 'Keep inference off for codes and identifiers: 0042 is not a JSON number and stays a string either way, but 42 would become one.' },
        { text: 'A file written by the JSON to CSV tool reads back to flat records with dotted keys such as address.city.' },
        { text: 'Only commas separate fields; convert semicolon-separated exports in your spreadsheet first.' },
        { text: 'Blank lines between records are skipped.' },
      ],
    },
  ],
};
