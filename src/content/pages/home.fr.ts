import type { HomeContent } from './home';

/** Textes de la page d’accueil. */
export const home: HomeContent = {
  heroTitle: 'Des outils pour développeurs qui tournent dans votre navigateur',
  heroSubtitle:
    'Formatez du code dans 13 langages, comparez JSON, XML, HTML, CSS et texte, et générez des données de test valides pour 36 pays européens. Gratuit, sans inscription, et rien de ce que vous collez ne quitte votre appareil.',
  benefits: [
    {
      title: 'Vos données restent sur votre appareil',
      text: 'Formatage, comparaison et génération se font entièrement dans votre navigateur. Rien de ce que vous collez ou ouvrez n’est envoyé ni conservé.',
    },
    {
      title: 'De vrais formateurs',
      text: 'Prettier, sql-formatter, Ruff, clang-format et un formateur JSON sans perte : les mêmes moteurs que les développeurs utilisent en local et en CI.',
    },
    {
      title: 'Des données de test qui passent la validation',
      text: 'Les BSN passent la preuve des 11, les IBAN utilisent de vrais codes banque et des clés de contrôle exactes, et les numéros de téléphone respectent le plan de numérotation national.',
    },
    {
      title: 'Gratuit, sans compte',
      text: 'Tous les outils sont gratuits. Pas d’inscription, pas de connexion, pas de quota d’utilisation.',
    },
  ],
  faq: [
    {
      q: 'DevToolbox est-il gratuit ?',
      a: 'Oui. Tous les outils sont gratuits, il n’y a aucun compte à créer et aucune limite au nombre d’utilisations.',
    },
    {
      q: 'Mes données sont-elles envoyées quelque part ?',
      a: 'Non. Tout ce que vous collez ou ouvrez est traité dans votre navigateur, dans des workers en arrière-plan de cette page. Rien n’est envoyé à un serveur ; les formateurs conservent votre dernière saisie uniquement sur votre appareil, jusqu’à ce que vous cliquiez sur Effacer. Par défaut, le site n’envoie aucune requête vers d’autres origines ; la politique de confidentialité donne les détails.',
    },
    {
      q: 'Quelle taille peuvent avoir mes fichiers ?',
      a: 'Les éditeurs acceptent jusqu’à 50 Mo, et un document JSON de 10 Mo se formate en une seconde environ. Les fichiers JSON et XML jusqu’à 2 Go s’ouvrent dans les formateurs JSON et XML, formatés d’emblée, et la comparaison de texte compare des fichiers jusqu’à 2 Go chacun : les deux lisent le fichier par parties, si bien que la page reste réactive. Un collage de plus de 50 Mo suit le même chemin dans ces outils. Les très grandes entrées des langages basés sur Prettier prennent plus de temps, car ces formateurs construisent un arbre syntaxique complet.',
    },
    {
      q: 'Quels langages puis-je formater ?',
      a: 'JSON, XML, HTML, CSS, SQL (dix dialectes, dont PostgreSQL, MySQL, T-SQL et PL/SQL), JavaScript, TypeScript, Python, Java, C++, Markdown, PHP et YAML.',
    },
    {
      q: 'Les IBAN générés sont-ils de vrais comptes bancaires ?',
      a: 'Non. Ils ont une structure valide, un vrai code banque et des clés de contrôle exactes, donc les validateurs les acceptent, mais le numéro de compte est aléatoire. Comme un numéro aléatoire peut correspondre par hasard à un compte existant, ne l’utilisez jamais pour un vrai paiement.',
    },
    {
      q: 'Est-ce que ça fonctionne hors ligne ?',
      a: 'Oui, après votre première visite. La première visite nécessite une connexion ; une fois la page chargée, votre navigateur garde une copie de chaque page et de chaque moteur de formatage, et tous les outils continuent de fonctionner sans connexion. Dès que vous êtes de nouveau en ligne, la version la plus récente est utilisée.',
    },
    {
      q: 'Comment fonctionne la comparaison ?',
      a: 'Les deux entrées sont d’abord normalisées selon leur type (le JSON est réimprimé avec la même indentation, XML, HTML et CSS sont formatés de la même façon), puis comparées ligne par ligne. Les lignes proches, qui ont plus de la moitié de leurs caractères en commun, apparaissent comme modifiées, avec les caractères changés mis en évidence. Vous pouvez ignorer les espaces, la casse ou l’ordre des clés JSON, et exporter le résultat complet en PDF.',
    },
    {
      q: 'Quels réglages de formatage sont utilisés ?',
      a: 'Des valeurs par défaut fixes et répandues : deux espaces pour JSON, XML et YAML, le style de Prettier avec guillemets simples et points-virgules pour JavaScript et TypeScript, mots-clés en majuscules pour SQL, le style de Ruff compatible Black pour Python et le style LLVM pour C++.',
    },
  ],
  sectionIntros: {
    data: 'Générez des données de test fictives qui passent une vraie validation, ou des milliers d’enregistrements JSON fictifs à partir de votre propre schéma.',
    formatters: 'Collez du code, cliquez sur Formater et obtenez un résultat cohérent et validé, avec des erreurs qui pointent la ligne à corriger.',
    compare: 'Comparez deux versions côte à côte après normalisation de leur mise en page, avec les caractères modifiés mis en évidence et un export PDF complet.',
    convert: 'Convertissez entre JSON, YAML, CSV et XML en gardant chaque chiffre de chaque nombre, avec une note pour tout ce que le format cible ne peut pas contenir.',
  },
};
