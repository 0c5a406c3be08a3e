import type { ToolContent } from '../../../content/types';

/** Static text of the CSV to JSON page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Righe CSV come oggetti JSON',
      paragraphs: [
        'Un export da foglio di calcolo diventa un array JSON con un oggetto per riga, con le chiavi prese dalla riga di intestazione. Per impostazione predefinita ogni valore resta una stringa, esattamente come nel file, così CAP come 01234 e ID come 007 mantengono gli zeri iniziali.',
      ],
    },
    {
      heading: 'Regole di lettura',
      items: [
        { title: 'RFC 4180', text: 'I campi tra virgolette possono contenere virgole, virgolette raddoppiate e a capo; sono accettati i fine riga CRLF, LF e CR e un byte order mark.' },
        { title: 'Riga di intestazione', text: 'Il primo record dà il nome alle chiavi; un nome ripetuto riceve un suffisso (_2) e uno vuoto la sua posizione (column3).' },
        { title: 'Righe irregolari', text: 'Le celle mancanti diventano stringhe vuote e le celle oltre l’intestazione ricevono nomi per posizione; ogni caso è segnalato in una nota.' },
        { title: 'Deduci i tipi', text: 'Se attivo, true, false e null diventano valori JSON e i numeri in notazione JSON diventano numeri con le loro cifre esatte.' },
      ],
    },
    {
      heading: 'Convertire un file',
      layout: 'steps',
      items: [
        { text: 'Incolla il CSV nel pannello Input CSV o trascinaci sopra un file .csv.' },
        { text: 'Scegli se dedurre i tipi.' },
        { text: 'Fai clic su Converti; una virgoletta non chiusa viene segnalata con la riga in cui inizia il suo campo.' },
        { text: 'Copia l’array di record o scaricalo come converted.json.' },
      ],
    },
    {
      heading: 'Suggerimenti',
      items: [
        { text: 'Tieni la deduzione disattivata per codici e identificativi: 0042 non è un numero JSON e resta comunque una stringa, ma 42 lo diventerebbe.' },
        { text: 'Un file scritto dallo strumento JSON in CSV viene riletto come record piatti con chiavi puntate come address.city.' },
        { text: 'Solo le virgole separano i campi; converti prima nel foglio di calcolo gli export separati da punto e virgola.' },
        { text: 'Le righe vuote tra i record vengono saltate.' },
      ],
    },
  ],
};
