import { typesContent } from '../page-text.it';

/** Static text of the JSON to TypeScript page, in Italian. */
export const content = typesContent({
  name: 'TypeScript',
  why: 'I tipi scritti a mano si allontanano dai dati il giorno in cui un campo diventa opzionale. Questa pagina legge ogni record di un campione o di un intero dump NDJSON e scrive interfacce TypeScript a cui i dati sono assegnabili in strict mode.',
  optional: 'una chiave assente in alcuni record è scritta con un punto interrogativo (name?: string), mai allargata a una union.',
  nullable: 'una chiave che in alcuni record è null riceve | null, tenuto distinto dall’opzionalità a meno che tu non scelga entrambi.',
  numbers: 'interi e decimali sono entrambi number; gli interi oltre 2^53 ricevono un commento che avverte che JSON.parse li arrotonda e che un parser senza perdita di precisione con bigint li conserva.',
  formats: 'un campo stringa i cui valori sono tutti una data e ora, una data, un indirizzo e-mail, un URL o un UUID è annotato nel suo doc comment; gli enum diventano union di string literal quando li richiedi.',
  names: 'le chiavi che non sono identificatori vanno tra virgolette ("first-name"), e gli oggetti annidati diventano interfacce con il nome della loro chiave, così orders[] dà Order.',
  checked: 'I nostri test compilano il TypeScript di campioni reali (eventi GitHub, un Pokédex, il Senato degli Stati Uniti, un album di Spotify) con tsc --strict, assegnando ogni campione al suo tipo radice.',
  options: 'Opzioni: dichiarazioni interface o type, proprietà e array readonly, formati ed enum attivi o no, chiavi mancanti e null distinti o scritti entrambi come opzionali e nullable.',
});
