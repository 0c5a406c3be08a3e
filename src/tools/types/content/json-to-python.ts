import { typesContent } from '../page-text';

/** Static text of the JSON to Python page. */
export const content = typesContent({
  name: 'Python',
  why: 'A pydantic model that is missing a field, or a TypedDict that calls an optional key required, turns into validation errors or silent type holes. Models inferred from every record of the data match what json.loads gives you, and pydantic validates it.',
  optional: 'a key missing from some records is Optional with a default of None in pydantic, or NotRequired in a TypedDict.',
  nullable: 'a key that is sometimes null is Optional[...], required unless it may also be missing.',
  numbers: 'int and float as the values are written; Python integers have no size limit, so integers past 2^53 need no special type.',
  formats: 'pydantic models use datetime, date and UUID where every value has that format; TypedDicts keep str, as json.loads returns. Enums become str Enum classes or Literal types.',
  names: 'keys that are not identifiers, keywords or names pydantic reserves get a safe field name with an alias; TypedDicts with such keys use the functional form.',
  checked: 'Our tests compile every output with python3 -m py_compile and run mypy --strict on the TypedDict output with each real sample assigned to it; pydantic v2 itself is not run in our tests, as Debian ships only pydantic 1.10.',
  options: 'Options: pydantic v2 models or TypedDict (Python 3.11 or later), frozen models, formats and enums on or off, missing keys and nulls kept apart or both Optional.',
});
