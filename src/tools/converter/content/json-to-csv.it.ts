import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to CSV page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Record JSON in un foglio di calcolo',
      paragraphs: [
        'Un export da un’API è di solito un array di oggetti. Fogli di calcolo, strumenti di BI e procedure di importazione dei database vogliono CSV. Questo convertitore scrive una riga per oggetto e una colonna per campo, ed elenca sotto l’output ogni punto in cui il CSV ha dovuto semplificare i dati.',
      ],
    },
    {
      heading: 'Come sono costruite le colonne',
      items: [
        { title: 'Intestazione', text: 'L’unione di tutte le chiavi, nell’ordine in cui compaiono per la prima volta, così i record con campi in più o in meno restano allineati.' },
        { title: 'Oggetti annidati', text: 'Appiattiti in nomi di colonna puntati: {"address": {"city": "Utrecht"}} dà una colonna address.city.' },
        { title: 'Array', text: 'Scritti come testo JSON in una cella, per esempio ["a","b"], così non si perde nulla del loro contenuto.' },
        { title: 'Numeri e booleani', text: 'Copiati con le loro cifre esatte; 12345678901234567890 non è arrotondato e 1.50 mantiene lo zero finale.' },
        { title: 'Virgolette', text: 'RFC 4180: le celle con virgole, virgolette o a capo sono tra virgolette, le virgolette sono raddoppiate, le righe terminano con CRLF.' },
      ],
    },
    {
      heading: 'Usare il convertitore',
      layout: 'steps',
      items: [
        { text: 'Incolla un array JSON di oggetti (un singolo oggetto dà una riga) nel pannello Input JSON.' },
        { text: 'Lascia attiva la protezione dalle formule, a meno che il file non vada a un programma che non è un foglio di calcolo.' },
        { text: 'Fai clic su Converti e leggi le note sotto il CSV.' },
        { text: 'Scarica converted.csv e aprilo in Excel, LibreOffice o Fogli Google.' },
      ],
    },
    {
      heading: 'Limiti del CSV',
      items: [
        { text: 'null e una chiave mancante diventano entrambi una cella vuota; il CSV non ha modo di distinguerli.' },
        { text: 'La protezione dalle formule mette un apostrofo davanti alle celle che un foglio di calcolo potrebbe eseguire: quelle che iniziano con =, @, tabulazione o ritorno a capo, e con + o - a meno che segua un numero o un numero di telefono, così -12.5 e +31 6 12345678 restano come sono.' },
        { text: 'Gli elementi dell’array che non sono oggetti finiscono in una colonna chiamata value.' },
        { text: 'Se una chiave contiene già un punto, può entrare in conflitto con una colonna appiattita; la nota conta queste celle.' },
      ],
    },
  ],
};
