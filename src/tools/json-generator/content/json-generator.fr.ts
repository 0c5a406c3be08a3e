import type { ToolContent } from '../../../content/types';

/** Texte de la page du générateur JSON. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Jusqu’à 10 000 enregistrements', text: 'Générés dans un worker en arrière-plan avec un indicateur de progression, et affichés dans une liste virtualisée qui reste rapide quelle que soit la taille.' },
        { title: 'Quatre formats d’export', text: 'Exportez les enregistrements en JSON, en NDJSON (un enregistrement par ligne), en CSV avec les champs imbriqués aplatis en colonnes pointées, ou en instructions SQL INSERT.' },
        { title: 'Graines', text: 'La même graine et le même schéma produisent toujours les mêmes enregistrements : un jeu de données de test se recrée à l’identique.' },
        { title: 'Liens de partage', text: 'Un lien transporte votre liste de champs dans son fragment #, pour qu’un collègue ouvre le même schéma ; rien n’est conservé sur un serveur.' },
        { title: 'Schéma mémorisé', text: 'Votre schéma, le nombre d’enregistrements et la graine restent dans le stockage local de votre navigateur pour votre prochaine visite ; les enregistrements générés, non.' },
      ],
    },
    {
      heading: 'Types de champs',
      paragraphs: ['Chaque champ a un nom et l’un des 24 types. Des options avancées affinent les valeurs.'],
      items: [
        { title: 'Texte et identité', text: 'Chaîne, Nom, E-mail, Téléphone et UUID.' },
        { title: 'Nombres et indicateurs', text: 'Nombre, avec un minimum et un maximum (18 à 100 par défaut), et Booléen.' },
        { title: 'Lieux et identifiants européens', text: 'Adresse, Ville, Pays, IBAN, numéro d’identification national, numéro de TVA et BSN pour 36 pays européens, avec des clés de contrôle valides. Dans un même enregistrement, ils concordent avec le pays de l’enregistrement ; l’option Pays fixe le pays d’un champ.' },
        { title: 'Date et heure', text: 'Date (AAAA-MM-JJ), Heure (HH:MM:SS) et Date et heure (ISO 8601).' },
        { title: 'Web', text: 'URL, adresse IP et Couleur.' },
        { title: 'Structure', text: 'Tableau, avec un nombre d’éléments (3 par défaut), et Objet, avec ses propres champs imbriqués.' },
        { title: 'Contraintes', text: 'Énumération, qui choisit dans une liste séparée par des virgules (A, B, C par défaut), et Regex, qui produit des chaînes conformes à votre motif.' },
      ],
    },
    {
      heading: 'Modèles',
      items: [
        { title: 'Personnalisé', text: 'Partez de id, name, age, email et isActive et construisez le vôtre.' },
        { title: 'Profil utilisateur', text: 'Noms, coordonnées, adresse, pays, date de création et un indicateur d’activité.' },
        { title: 'Catalogue produits', text: 'Prix, catégorie en énumération, tags, caractéristiques imbriquées et état du stock.' },
        { title: 'Détails de commande', text: 'Lignes avec quantités et prix, total, statut et adresse de livraison.' },
        { title: 'Article de blog', text: 'Titre, contenu, auteur, tags, commentaires et données de publication.' },
      ],
    },
    {
      heading: 'Conseils',
      items: [
        { text: 'Choisir un modèle remplace toute la liste de champs : enregistrez d’abord un schéma personnalisé avec un lien de partage.' },
        { text: 'Utilisez une énumération pour les champs de statut, afin que chaque enregistrement contienne une valeur acceptée par votre application.' },
        { text: 'Donnez au minimum et au maximum des valeurs réalistes, comme un prix entre 1 et 1000, pour que les données ressemblent à la production.' },
        { text: 'Utilisez NDJSON pour les imports en flux et les API d’import en masse, et SQL pour alimenter une base de données locale.' },
        { text: 'Fixez la graine dans les tests automatisés pour pouvoir reproduire les échecs.' },
      ],
    },
  ],
};
