import { typesContent } from '../page-text.it';

/** Static text of the JSON to JSON Schema page, in Italian. */
export const content = typesContent({
  name: 'JSON Schema',
  why: 'Uno schema scritto a partire da un solo esempio rifiuta il record successivo che omette un campo. Questo generatore legge tutti i tuoi dati e scrive un JSON Schema 2020-12 che ogni record supera, con oggetti chiusi, così una chiave inattesa o un tipo sbagliato fanno fallire la validazione.',
  optional: 'sono obbligatorie (required) solo le chiavi presenti in tutti i record.',
  nullable: 'una chiave che a volte è null riceve una lista di tipi con "null", oppure un anyOf quando fa riferimento a una definizione.',
  numbers: '"integer" dove ogni valore è scritto senza parte decimale né esponente, "number" appena un valore ne contiene uno; gli interi oltre 2^53 hanno un $comment, perché molti validatori li confrontano come double.',
  formats: '"format" è impostato a date-time, date, email, uri o uuid solo quando ogni stringa in quel punto ha quel formato; le liste enum compaiono quando attivi gli enum.',
  names: 'le chiavi restano esattamente come sono scritte in properties, e ogni oggetto annidato diventa una definizione con nome sotto $defs, condivisa quando due forme sono identiche.',
  checked: 'I nostri test validano ogni campione reale rispetto al suo schema con il validatore della nostra pagina Validatore JSON Schema, e un record con una chiave in più o un tipo sbagliato deve fallire.',
  options: 'Opzioni: il titolo della definizione radice, formati ed enum attivi o no, e se una chiave mancante e un null restano distinti o sono entrambi ammessi ovunque.',
});
