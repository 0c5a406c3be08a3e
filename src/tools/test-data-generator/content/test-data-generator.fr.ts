import type { ToolContent } from '../../../content/types';

/** Texte de la page du générateur de données de test. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Avantages',
      items: [
        { title: 'Acceptées par les vrais validateurs', text: 'Les valeurs passent les contrôles des systèmes en production (preuve des 11, mod 97, plans de numérotation) : vos formulaires et API les acceptent.' },
        { title: 'Aucune donnée personnelle réelle', text: 'Les valeurs générées remplacent les copies de fichiers clients dans les environnements de test.' },
        { title: 'Un clic par valeur', text: 'Chaque valeur est copiée dans votre presse-papiers dès qu’elle est générée.' },
        { title: 'Confidentiel', text: 'Tout est généré dans votre navigateur ; rien n’est envoyé ni conservé.' },
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { text: '36 pays : les 27 États membres de l’UE, plus le Royaume-Uni, la Norvège, la Suisse, l’Islande, le Liechtenstein, Monaco, Andorre, Saint-Marin et le Vatican.' },
        { text: 'Données de référence par pays : codes banque, longueurs d’IBAN, formats de téléphone et de passeport, noms de rue, villes et formats de code postal.' },
        { text: 'Une nouvelle valeur à chaque clic ; le résultat précédent est d’abord effacé.' },
        { text: 'Les Pays-Bas sont sélectionnés par défaut : c’est le seul pays avec un bouton BSN.' },
      ],
    },
    {
      heading: 'Types de données et règles de validation',
      items: [
        { title: 'BSN', text: 'Le numéro de service citoyen néerlandais : neuf chiffres qui passent la preuve des 11, 9×d1 + 8×d2 + … + 2×d8 − d9 divisible par 11.' },
        {
          title: 'IBAN',
          text: 'Code pays, clé de contrôle conforme au mod 97, vrai code banque et clés nationales là où le pays en a (Belgique, France, Espagne, Italie).',
        },
        { title: 'Passeport', text: 'Un numéro de document au format du pays, par exemple neuf lettres et chiffres pour les Pays-Bas (jamais la lettre O).' },
        { title: 'Adresse', text: 'Rue, numéro (de 1 à 150) et une vraie ville avec un code postal de cette ville, dans la présentation du pays.' },
        { title: 'Téléphone', text: 'Format international avec + et l’indicatif du pays, valide dans le plan de numérotation national.' },
        {
          title: 'Entreprise',
          text: 'Une raison sociale avec sa forme juridique (GmbH, SARL, Oy), des numéros de TVA et d’immatriculation valides, un domaine assorti, une adresse, un IBAN.',
        },
        {
          title: 'Télécharger dans un fichier',
          text: 'Personnes, entreprises ou valeurs seules : jusqu’à 1 000 000 de lignes en CSV, JSON, NDJSON ou SQL.',
        },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'N’utilisez ces valeurs que dans des systèmes de développement et de test : elles sont fictives et ne doivent servir ni à identifier quelqu’un ni à payer.' },
        { text: 'Un numéro valide tiré au hasard peut correspondre à un vrai compte, téléphone ou BSN : n’y envoyez jamais d’argent, d’appel ni de courrier.' },
        { text: 'Testez aussi le cas négatif : changez un chiffre et vérifiez que votre validateur rejette la valeur.' },
        { text: 'Testez plusieurs pays pour repérer une validation qui suppose sans le dire un seul format national.' },
      ],
    },
    {
      heading: 'Cas d’usage',
      items: [
        { text: 'Remplir les formulaires d’inscription, d’onboarding et de paiement pendant les tests manuels.' },
        { text: 'Alimenter les jeux de données de tests Playwright, Cypress ou d’API.' },
        { text: 'Vérifier la validation des IBAN dans les parcours de paiement et de prélèvement SEPA.' },
        { text: 'Voir comment l’interface gère les adresses étrangères, les noms de ville longs et les formats de téléphone.' },
      ],
    },
  ],
};
