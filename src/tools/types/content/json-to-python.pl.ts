import { typesContent } from '../page-text.pl';

/** Static text of the JSON to Python page, in Polish. */
export const content = typesContent({
  name: 'Python',
  why: 'Model pydantic, w którym brakuje pola, albo TypedDict, który opcjonalny klucz uznaje za wymagany, kończą się błędami walidacji lub cichymi dziurami w typach. Modele wyprowadzone ze wszystkich rekordów danych odpowiadają temu, co zwraca json.loads, a pydantic to waliduje.',
  optional: 'klucz brakujący w niektórych rekordach jest w pydantic typu Optional z wartością domyślną None, a w TypedDict jest NotRequired.',
  nullable: 'klucz, który bywa null, jest typu Optional[...] i pozostaje wymagany, chyba że może go też brakować.',
  numbers: 'int i float zgodnie z zapisem wartości; liczby całkowite w Pythonie nie mają limitu rozmiaru, więc liczby całkowite powyżej 2^53 nie potrzebują specjalnego typu.',
  formats: 'modele pydantic używają datetime, date i UUID tam, gdzie każda wartość ma dany format; TypedDict zostają przy str, tak jak zwraca json.loads. Enumy stają się klasami Enum opartymi na str lub typami Literal.',
  names: 'klucze, które nie są identyfikatorami albo są słowami kluczowymi lub nazwami zastrzeżonymi przez pydantic, dostają bezpieczną nazwę pola z aliasem; TypedDict z takimi kluczami używają składni funkcyjnej.',
  checked: 'Nasze testy kompilują każdy wynik przez python3 -m py_compile i uruchamiają mypy --strict na wyniku TypedDict z przypisaną do niego każdą prawdziwą próbką; samego pydantic v2 nasze testy nie uruchamiają, bo Debian dostarcza tylko pydantic 1.10.',
  options: 'Opcje: modele pydantic v2 lub TypedDict (Python 3.11 lub nowszy), modele frozen, formaty i enumy włączone lub wyłączone, brakujące klucze i nulle osobno albo oba jako Optional.',
});
