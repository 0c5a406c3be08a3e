import { typesContent } from '../page-text.it';

/** Static text of the JSON to Java page, in Italian. */
export const content = typesContent({
  name: 'Java',
  why: 'Jackson per default fallisce su una proprietà sconosciuta e mappa una proprietà mancante a null, che un campo primitivo non può contenere. I record Java ricavati da tutti i record dei dati usano i tipi primitivi solo dove un valore è sempre presente, così ObjectMapper legge l’intero campione.',
  optional: 'una chiave mancante in alcuni record riceve un tipo boxed (Long, Double, Boolean) che può contenere null.',
  nullable: 'anche una chiave che a volte è null riceve un tipo boxed; stringhe, liste e record possono già contenere null.',
  numbers: 'long per gli interi, double non appena compare un decimale, e BigInteger per gli interi oltre 2^63, con un commento.',
  formats: 'i formati sono annotati nei commenti sui componenti String, perché java.time richiede un modulo Jackson aggiuntivo; gli enum ricevono @JsonProperty su ogni costante.',
  names: 'ogni componente ha @JsonProperty con la chiave come è scritta; i nomi sono in camelCase, le parole chiave ricevono un underscore finale, e le union diventano Object.',
  checked: 'I nostri test compilano con javac l’output di campioni reali usando i jar di Jackson 2.14 di Debian, leggono ogni campione con ObjectMapper e si aspettano che un record con una chiave in più fallisca.',
  options: 'Opzioni: il nome del record radice (che è anche il nome del file), formati ed enum attivi o no; i record sono immutabili, quindi non serve un’opzione di sola lettura.',
});
