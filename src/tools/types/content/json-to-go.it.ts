import { typesContent } from '../page-text.it';

/** Static text of the JSON to Go page, in Italian. */
export const content = typesContent({
  name: 'Go',
  why: 'encoding/json decodifica nelle struct che dichiari, e un tipo sbagliato o un tag mancante emergono solo quando arrivano i dati di produzione. Le struct ricavate da tutti i record hanno i tag json giusti e le dimensioni giuste, così i dati si decodificano anche con DisallowUnknownFields attivo.',
  optional: 'una chiave mancante in alcuni record riceve omitempty nel suo tag, e un puntatore quando contiene una struct.',
  nullable: 'una chiave che a volte è null diventa un puntatore (*string, *int64); slice, map e valori interface possono già contenere nil.',
  numbers: 'int64 per gli interi, float64 non appena compare un decimale, uint64 per i valori oltre 2^63 e json.Number per gli interi oltre i 64 bit, con un commento.',
  formats: 'le date e ore RFC 3339 diventano time.Time; gli altri formati sono annotati nei commenti; gli enum diventano un tipo string con nome, con le sue costanti.',
  names: 'i campi sono esportati in stile Go con le sigle in maiuscolo (UserID, URL, SKU), e il tag mantiene la chiave esattamente come è scritta.',
  checked: 'I nostri test eseguono go vet sull’output di campioni reali e un programma che decodifica ogni campione con DisallowUnknownFields, poi si aspettano che un record con una chiave in più fallisca.',
  options: 'Opzioni: il nome del tipo radice, formati ed enum attivi o no; Go non ha campi di sola lettura, quindi qui quell’opzione non c’è.',
});
