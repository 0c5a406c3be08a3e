import { typesContent } from '../page-text.it';

/** Static text of the JSON to Zod page, in Italian. */
export const content = typesContent({
  name: 'Zod',
  why: 'Zod controlla i dati a runtime, quindi uno schema troppo permissivo lascia passare record errati e uno troppo rigido si rompe su quelli buoni. Generarlo da ogni record di dati reali dà oggetti strict che accettano i dati che hai oggi, con il tipo statico ricavato dallo stesso schema.',
  optional: 'una chiave mancante in alcuni record termina con .optional(), così il parsing di un record che non la contiene riesce comunque.',
  nullable: 'una chiave che a volte è null termina con .nullable(), oppure con .nullish() quando può anche mancare.',
  numbers: 'gli interi diventano z.int(), i decimali z.number(); gli interi oltre 2^53 restano z.number() con un commento, perché z.int() rifiuta gli interi non sicuri che JSON.parse produce.',
  formats: 'le stringhe che sono tutte date e ore, date, e-mail, URL o UUID ricevono z.iso.datetime(), z.iso.date(), z.email(), z.url() o z.uuid(); gli enum diventano z.enum([…]) quando li richiedi.',
  names: 'gli oggetti sono z.strictObject, quindi le chiavi sconosciute vengono rifiutate; ogni schema è dichiarato prima di quelli che lo usano, ciascuno con il suo tipo z.infer.',
  checked: 'I nostri test importano il modulo Zod 4 generato, analizzano con esso ogni campione reale ed esigono che un record con una chiave sconosciuta e uno con un tipo sbagliato falliscano; anche tsc --strict controlla il modulo stesso.',
  options: 'Opzioni: schemi readonly, formati ed enum attivi o no, chiavi mancanti e null distinti o scritti con .nullish(), e il nome dello schema radice.',
});
