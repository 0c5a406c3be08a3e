import type { ToolContent } from '../../../content/types';

/** Static text of the CSV to JSON page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'CSV-rijen als JSON-objecten',
      paragraphs: [
        'Een spreadsheetexport wordt een JSON-array met één object per rij, met de kopregel als keys. Standaard blijft elke waarde een string, precies zoals in het bestand, zodat postcodes als 01234 en id’s als 007 hun voorloopnullen houden.',
      ],
    },
    {
      heading: 'Regels bij het lezen',
      items: [
        { title: 'RFC 4180', text: 'Velden tussen quotes mogen komma’s, verdubbelde quotes en regeleinden bevatten; regeleinden CRLF, LF en CR en een byte order mark worden geaccepteerd.' },
        { title: 'Kopregel', text: 'Het eerste record geeft de keys hun naam; een herhaalde naam krijgt een achtervoegsel (_2) en een lege naam zijn positie (column3).' },
        { title: 'Ongelijke rijen', text: 'Ontbrekende cellen worden lege strings en cellen voorbij de kopregel krijgen namen op positie; elk geval wordt in een opmerking genoemd.' },
        { title: 'Types afleiden', text: 'Staat dit aan, dan worden true, false en null JSON-waarden en getallen in JSON-notatie getallen met hun exacte cijfers.' },
      ],
    },
    {
      heading: 'Een bestand converteren',
      layout: 'steps',
      items: [
        { text: 'Plak CSV in het paneel CSV-invoer of sleep er een .csv-bestand op.' },
        { text: 'Kies of je types wilt afleiden.' },
        { text: 'Klik op Converteren; een niet-gesloten quote wordt gemeld met de regel waar zijn veld begint.' },
        { text: 'Kopieer de array met records of download hem als converted.json.' },
      ],
    },
    {
      heading: 'Tips',
      items: [
        { text: 'Laat afleiden uit voor codes en id’s: 0042 is geen JSON-getal en blijft sowieso een string, maar 42 zou er wel een worden.' },
        { text: 'Een bestand dat de tool JSON naar CSV schreef, wordt teruggelezen als platte records met keys met punten, zoals address.city.' },
        { text: 'Alleen komma’s scheiden velden; zet exports met puntkomma’s eerst om in je spreadsheet.' },
        { text: 'Lege regels tussen records worden overgeslagen.' },
      ],
    },
  ],
};
