import { typesContent } from '../page-text.pl';

/** Static text of the JSON to Zod page, in Polish. */
export const content = typesContent({
  name: 'Zod',
  why: 'Zod sprawdza dane w czasie działania programu, więc zbyt luźny schemat przepuszcza złe rekordy, a zbyt ścisły psuje się na dobrych. Wygenerowanie go z każdego rekordu prawdziwych danych daje ścisłe obiekty, które parsują to, co masz dziś, a typ statyczny wynika z tego samego schematu.',
  optional: 'klucz brakujący w niektórych rekordach kończy się na .optional(), więc parsowanie rekordu bez niego nadal się udaje.',
  nullable: 'klucz, który bywa null, kończy się na .nullable() albo na .nullish(), gdy może go też brakować.',
  numbers: 'liczby całkowite stają się z.int(), ułamkowe z.number(); liczby całkowite powyżej 2^53 zostają z.number() z komentarzem, bo z.int() odrzuca niebezpieczne liczby całkowite, które zwraca JSON.parse.',
  formats: 'ciągi, które w całości są datami z czasem, datami, adresami e-mail, URL-ami lub UUID, dostają z.iso.datetime(), z.iso.date(), z.email(), z.url() lub z.uuid(); enumy stają się z.enum([…]), jeśli o to poprosisz.',
  names: 'obiekty to z.strictObject, więc nieznane klucze nie przechodzą; schematy są deklarowane przed tymi, które z nich korzystają, każdy ze swoim typem z.infer.',
  checked: 'Nasze testy importują wygenerowany moduł Zod 4, parsują nim każdą prawdziwą próbkę i wymagają, by rekord z nieznanym kluczem oraz rekord ze złym typem zostały odrzucone; tsc --strict sprawdza też sam moduł.',
  options: 'Opcje: schematy readonly, formaty i enumy włączone lub wyłączone, brakujące klucze i nulle osobno albo zapisane z .nullish() oraz nazwa schematu głównego.',
});
