import { typesContent } from '../page-text.pl';

/** Static text of the JSON to JSON Schema page, in Polish. */
export const content = typesContent({
  name: 'JSON Schema',
  why: 'Schemat napisany na podstawie jednego przykładu odrzuca następny rekord, w którym brakuje jakiegoś pola. Ten generator czyta wszystkie Twoje dane i zapisuje JSON Schema 2020-12 z zamkniętymi obiektami, z którym zgodny jest każdy rekord, więc nieoczekiwany klucz lub zły typ nie przechodzą walidacji.',
  optional: 'wymagane (required) są tylko klucze obecne w każdym rekordzie.',
  nullable: 'klucz, który bywa null, dostaje listę typów z "null" albo anyOf, gdy odwołuje się do definicji.',
  numbers: '"integer" tam, gdzie każda wartość jest zapisana bez części ułamkowej i wykładnika, "number", gdy tylko któraś z wartości ma jedno z nich; liczby całkowite powyżej 2^53 dostają $comment, bo wiele walidatorów porównuje je jako liczby double.',
  formats: '"format" jest ustawiany na date-time, date, email, uri lub uuid tylko wtedy, gdy ma go każdy ciąg w danym miejscu; listy enum pojawiają się, gdy włączysz enumy.',
  names: 'klucze pozostają w properties dokładnie tak, jak zostały zapisane, a każdy zagnieżdżony obiekt staje się nazwaną definicją w $defs, wspólną tam, gdzie dwa kształty są identyczne.',
  checked: 'Nasze testy walidują każdą prawdziwą próbkę względem jej schematu walidatorem naszej strony Walidator JSON Schema, a rekord z dodatkowym kluczem lub złym typem musi zostać odrzucony.',
  options: 'Opcje: tytuł definicji głównej, formaty i enumy włączone lub wyłączone oraz to, czy brakujący klucz i null są rozróżniane, czy oba są wszędzie dozwolone.',
});
