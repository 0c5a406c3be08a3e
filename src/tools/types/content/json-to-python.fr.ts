import { typesContent } from '../page-text.fr';

/** Static text of the JSON to Python page, in French. */
export const content = typesContent({
  name: 'Python',
  why: 'Un modèle pydantic auquel il manque un champ, ou un TypedDict qui déclare requise une clé optionnelle, se traduit par des erreurs de validation ou par des trous silencieux dans le typage. Des modèles déduits de chaque enregistrement des données correspondent à ce que renvoie json.loads, et pydantic le valide.',
  optional: 'une clé absente de certains enregistrements est Optional avec None par défaut dans pydantic, ou NotRequired dans un TypedDict.',
  nullable: 'une clé parfois null est Optional[...], requise sauf si elle peut aussi manquer.',
  numbers: 'int ou float selon la façon dont les valeurs sont écrites ; les entiers Python n’ont pas de limite de taille, les entiers au-delà de 2^53 n’ont donc besoin d’aucun type particulier.',
  formats: 'les modèles pydantic utilisent datetime, date et UUID là où chaque valeur a ce format ; les TypedDict gardent str, comme le renvoie json.loads. Les enums deviennent des classes Enum dérivées de str ou des types Literal.',
  names: 'les clés qui ne sont pas des identifiants, les mots-clés et les noms réservés par pydantic reçoivent un nom de champ sûr avec un alias ; les TypedDict qui ont de telles clés utilisent la syntaxe fonctionnelle.',
  checked: 'Nos tests compilent chaque sortie avec python3 -m py_compile et lancent mypy --strict sur la sortie TypedDict, chaque échantillon réel lui étant affecté ; pydantic v2 lui-même ne tourne pas dans nos tests, car Debian ne fournit que pydantic 1.10.',
  options: 'Options : modèles pydantic v2 ou TypedDict (Python 3.11 ou plus récent), modèles figés (frozen), formats et enums activés ou non, clés absentes et nulls distingués ou tous deux Optional.',
});
