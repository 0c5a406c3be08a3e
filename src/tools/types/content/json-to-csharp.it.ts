import { typesContent } from '../page-text.it';

/** Static text of the JSON to C# page, in Italian. */
export const content = typesContent({
  name: 'C#',
  why: 'System.Text.Json confronta i nomi delle proprietà distinguendo maiuscole e minuscole e lascia un valore mancante al suo default, quindi le classi scritte a mano perdono dati in silenzio. I record posizionali ricavati da tutti i record nominano esplicitamente ogni chiave e dicono quali valori possono mancare.',
  optional: 'una chiave mancante in alcuni record riceve un’annotazione nullable (string?, long?), così la sua assenza si legge come null.',
  nullable: 'una chiave che a volte è null riceve la stessa annotazione; il file abilita i nullable reference type.',
  numbers: 'long per gli interi, double non appena compare un decimale, ulong oltre 2^63 e JsonElement per gli interi oltre i 64 bit, con un commento.',
  formats: 'DateTimeOffset, DateOnly e Guid dove ogni valore ha quel formato; gli enum usano JsonStringEnumMemberName, che richiede .NET 9.',
  names: 'ogni parametro ha [property: JsonPropertyName] con la chiave come è scritta; i nomi sono in PascalCase, e un membro non prende mai il nome del suo record.',
  checked: 'Nei nostri test non gira alcun compilatore C# in grado di compilare i record, quindi l’output di campioni reali viene confrontato campo per campo con l’output System.Text.Json di quicktype per lo stesso schema.',
  options: 'Opzioni: il nome del record radice, formati ed enum attivi o no; i record sono immutabili, quindi non serve un’opzione di sola lettura.',
});
