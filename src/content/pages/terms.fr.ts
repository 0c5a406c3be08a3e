import type { LegalPage } from './privacy';

/** Textes de la page Conditions d’utilisation. */
export const terms: LegalPage = {
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Acceptation',
      paragraphs: ['En utilisant DevToolbox, vous acceptez ces conditions. Si vous ne les acceptez pas, n’utilisez pas le site.'],
    },
    {
      heading: 'Le service',
      paragraphs: [
        'DevToolbox fournit des formateurs de code, des comparateurs, un générateur de données de test et un générateur JSON. Les outils sont gratuits et ne demandent ni compte ni inscription. Nous pouvons modifier, ajouter ou retirer des outils, ou arrêter le service, à tout moment et sans préavis.',
      ],
    },
    {
      heading: 'Vos contenus',
      paragraphs: [
        'Vous êtes responsable des contenus que vous collez dans les outils ou y ouvrez, et de vous assurer que vous avez le droit de les utiliser. Les contenus sont traités dans votre navigateur et ne nous sont ni envoyés ni conservés par nous ; voir la politique de confidentialité.',
        'Vous êtes aussi responsable de vérifier le résultat avant de vous y fier, par exemple en relisant le code formaté et en lançant vos propres tests avant de le déployer.',
      ],
    },
    {
      heading: 'Données de test générées',
      paragraphs: [
        'Les données produites par le générateur de données de test et le générateur JSON, y compris les BSN, IBAN, numéros de passeport, adresses et numéros de téléphone, sont fictives. Elles sont faites pour passer les validations de format et de somme de contrôle lors des tests logiciels, non pour représenter de vraies personnes, de vrais comptes ou de vrais documents.',
        'Comme les valeurs sont aléatoires, une valeur générée peut correspondre par hasard à un vrai identifiant, compte, numéro de téléphone ou adresse. Vous ne pouvez utiliser les données générées que pour le développement, les tests, les démonstrations et la formation. Vous ne devez pas les utiliser pour commettre une fraude, usurper l’identité de quiconque, ouvrir des comptes, effectuer ou demander des paiements, contacter le titulaire d’un numéro correspondant, ni tromper une personne ou un système de vérification d’identité.',
      ],
    },
    {
      heading: 'Usage acceptable',
      paragraphs: [
        'N’utilisez pas le site d’une manière qui le perturbe ou gêne les autres utilisateurs, par exemple par des requêtes automatisées en masse ou des tentatives de contourner sa sécurité. N’utilisez pas les outils pour quoi que ce soit d’illégal là où vous vous trouvez.',
      ],
    },
    {
      heading: 'Absence de garantie',
      paragraphs: [
        'Le site et tous les outils sont fournis « en l’état » et « selon disponibilité », sans garantie d’aucune sorte, expresse ou implicite, y compris les garanties d’exactitude, d’adéquation à un usage particulier et d’absence de contrefaçon. Le code formaté, les résultats de comparaison et les données générées peuvent contenir des erreurs.',
      ],
    },
    {
      heading: 'Limitation de responsabilité',
      paragraphs: [
        'Dans les limites permises par la loi, les exploitants de DevToolbox ne sont pas responsables des dommages ou pertes découlant de l’utilisation du site ou de ses résultats, ou de l’impossibilité de les utiliser, y compris la perte de données, le manque à gagner ou les déploiements défectueux.',
      ],
    },
    {
      heading: 'Logiciels tiers',
      paragraphs: [
        'Les outils exécutent des logiciels libres tels que Prettier et ses plugins, sql-formatter, Ruff et clang-format, chacun sous sa propre licence. Les noms de ces projets appartiennent à leurs propriétaires respectifs.',
      ],
    },
    {
      heading: 'Modifications de ces conditions',
      paragraphs: ['Nous pouvons mettre à jour ces conditions. La date en haut indique leur dernière modification ; continuer à utiliser le site après une modification vaut acceptation des conditions mises à jour.'],
    },
    {
      heading: 'Contact',
      paragraphs: ['Les questions sur ces conditions peuvent être envoyées à l’adresse de contact du pied de page ou via le formulaire de commentaires.'],
    },
  ],
};
