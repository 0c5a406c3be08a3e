import { typesContent } from '../page-text.it';

/** Static text of the JSON to Swift page, in Italian. */
export const content = typesContent({
  name: 'Swift',
  why: 'JSONDecoder lancia keyNotFound per una chiave mancante a meno che la proprietà non sia opzionale, e typeMismatch per un numero dove era dichiarata una stringa. Le struct Codable ricavate da tutti i record rendono opzionali esattamente le proprietà giuste.',
  optional: 'una chiave mancante in alcuni record è una proprietà opzionale, che JSONDecoder legge come nil.',
  nullable: 'anche una chiave che a volte è null è opzionale; Swift ha un solo modo per esprimere entrambe le cose.',
  numbers: 'Int per gli interi, Double non appena compare un decimale, UInt64 oltre 2^63 e Decimal oltre i 64 bit, con un commento.',
  formats: 'UUID e URL dove ogni valore ha quel formato; le date restano String, perché la strategia predefinita di JSONDecoder per le date si aspetta numeri. Gli enum diventano enum Codable basati su String.',
  names: 'le proprietà sono in camelCase, con un enum CodingKeys che nomina ogni chiave quando anche una sola è diversa; le parole chiave sono scritte tra backtick, e le union usano un piccolo enum JSONValue.',
  checked: 'Nei nostri test non gira alcun compilatore Swift, quindi l’output di campioni reali viene confrontato campo per campo con l’output Codable di quicktype per lo stesso schema.',
  options: 'Opzioni: il nome della struct radice, formati ed enum attivi o no; le proprietà sono costanti let.',
});
