import { typesContent } from '../page-text.it';

/** Static text of the JSON to Python page, in Italian. */
export const content = typesContent({
  name: 'Python',
  why: 'Un modello pydantic a cui manca un campo, o un TypedDict che dichiara obbligatoria una chiave opzionale, si traducono in errori di validazione o in buchi silenziosi nei tipi. I modelli ricavati da tutti i record dei dati corrispondono a ciò che ti restituisce json.loads, e pydantic lo valida.',
  optional: 'una chiave mancante in alcuni record è Optional con default None in pydantic, oppure NotRequired in un TypedDict.',
  nullable: 'una chiave che a volte è null è Optional[...], obbligatoria a meno che non possa anche mancare.',
  numbers: 'int e float a seconda di come sono scritti i valori; gli interi di Python non hanno limiti di dimensione, quindi gli interi oltre 2^53 non richiedono un tipo speciale.',
  formats: 'i modelli pydantic usano datetime, date e UUID dove ogni valore ha quel formato; i TypedDict mantengono str, come restituisce json.loads. Gli enum diventano classi Enum di str o tipi Literal.',
  names: 'le chiavi che non sono identificatori, che sono parole chiave o nomi riservati da pydantic ricevono un nome di campo sicuro con un alias; i TypedDict con chiavi del genere usano la sintassi funzionale.',
  checked: 'I nostri test compilano ogni output con python3 -m py_compile ed eseguono mypy --strict sull’output TypedDict, assegnandogli ogni campione reale; pydantic v2 invece non viene eseguito nei nostri test, perché Debian fornisce solo pydantic 1.10.',
  options: 'Opzioni: modelli pydantic v2 o TypedDict (Python 3.11 o successivo), modelli frozen, formati ed enum attivi o no, chiavi mancanti e null distinti o entrambi Optional.',
});
