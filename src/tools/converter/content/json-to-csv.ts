import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to CSV page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Turn JSON records into a spreadsheet',
      paragraphs: [
        'An export from an API is usually an array of objects. Spreadsheets, BI tools and database import wizards want CSV. This converter writes one row per object and one column per field, and lists under the output every place where CSV had to simplify the data.',
      ],
    },
    {
      heading: 'How columns are built',
      items: [
        { title: 'Header', text: 'The union of all keys, in the order they first appear, so records with extra or missing fields still line up.' },
        { title: 'Nested objects', text: 'Flattened into dotted column names: {"address": {"city": "Utrecht"}} gives a column address.city.' },
        { title: 'Arrays', text: 'Written as JSON text in one cell, for example ["a","b"], so nothing inside them is lost.' },
        { title: 'Numbers and booleans', text: 'Copied with their exact digits; 12345678901234567890 is not rounded and 1.50 keeps its trailing zero.' },
        { title: 'Quoting', text: 'RFC 4180: cells with commas, quotes or line breaks are quoted, quotes are doubled, rows end with CRLF.' },
      ],
    },
    {
      heading: 'Using the converter',
      layout: 'steps',
      items: [
        { text: 'Paste a JSON array of objects (a single object gives one row) into the JSON Input panel.' },
        { text: 'Leave formula protection on unless the file goes to a program that is not a spreadsheet.' },
        { text: 'Click Convert and read the notes below the CSV.' },
        { text: 'Download converted.csv and open it in Excel, LibreOffice or Google Sheets.' },
      ],
    },
    {
      heading: 'Limits of CSV',
      items: [
        { text: 'null and a missing key both become an empty cell; CSV has no way to tell them apart.' },
        { text: 'Formula protection puts a quote before cells a spreadsheet could run: those starting with =, @, tab or carriage return, and + or - unless a number or phone number follows, so -12.5 and +31 6 12345678 stay as they are.' },
        { text: 'Elements of the array that are not objects go into a column named value.' },
        { text: 'If a key already contains a dot, it can collide with a flattened column; the note counts such cells.' },
      ],
    },
  ],
};
