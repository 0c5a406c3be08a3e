import { typesContent } from '../page-text.it';

/** Static text of the JSON to Kotlin page, in Italian. */
export const content = typesContent({
  name: 'Kotlin',
  why: 'kotlinx.serialization lancia MissingFieldException quando manca una proprietà senza default, e per default fallisce sulle chiavi sconosciute. Le data class ricavate da tutti i record dei dati hanno un default esattamente dove le chiavi possono mancare.',
  optional: 'una chiave mancante in alcuni record è nullable con = null come default, che serve a kotlinx per leggere un record che non la contiene.',
  nullable: 'una chiave che a volte è null ha un tipo nullable (String?).',
  numbers: 'Long per gli interi, Double non appena compare un decimale, ULong oltre 2^63 e JsonElement oltre i 64 bit, con un commento.',
  formats: 'i formati sono annotati nei commenti sulle proprietà String; gli enum diventano enum class @Serializable con @SerialName su ogni voce.',
  names: 'le proprietà sono in camelCase con @SerialName dove la chiave è diversa; le parole chiave sono scritte tra backtick, e le union diventano JsonElement.',
  checked: 'Nei nostri test non gira alcun compilatore Kotlin, quindi l’output di campioni reali viene confrontato campo per campo con l’output kotlinx di quicktype per lo stesso schema.',
  options: 'Opzioni: il nome della classe radice, formati ed enum attivi o no; le proprietà sono val, come di solito nelle data class.',
});
