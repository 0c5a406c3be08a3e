import type { ToolContent } from '../../content/types';

/** Static text of the XML Schema Validator page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Vérifier du XML avec son schéma',
      paragraphs: [
        'Les factures (UBL), les messages bancaires (ISO 20022), les charges utiles SOAP et les fichiers de build ont tous un XML Schema qui dit ce que contient un document valide. Cette page valide un document avec son schéma grâce à libxml2, la bibliothèque derrière xmllint, compilée en WebAssembly et exécutée dans votre navigateur, et liste chaque erreur avec sa ligne.',
      ],
    },
    {
      heading: 'Ce que vous obtenez',
      items: [
        { title: 'Le vrai libxml2', text: 'Les erreurs sont celles de libxml2, mot pour mot comme xmllint --schema les affiche, avec leur ligne (et leur colonne quand libxml2 en donne une).' },
        { title: 'Schémas en plusieurs fichiers', text: 'Ajoutez les fichiers que le schéma inclut ou importe ; ils sont associés par nom de fichier, quel que soit le dossier indiqué par le schéma.' },
        { title: 'Validation DTD', text: 'Un document qui déclare sa DTD en interne est validé avec celle-ci, avec la même liste d’erreurs.' },
        { title: 'Un clic vers l’erreur', text: 'Choisir une erreur place le curseur sur sa ligne dans le document, ou dans le schéma quand l’erreur vient du schéma.' },
        { title: 'Rien n’est téléchargé', text: 'Un schéma qui pointe vers une URL reçoit un message qui la nomme au lieu d’un téléchargement ; les entités externes ne sont jamais développées.' },
      ],
    },
    {
      heading: 'Valider un document',
      layout: 'steps',
      items: [
        { text: 'Collez ou ouvrez le document XML, et le XML Schema (XSD) à côté.' },
        { text: 'Ajoutez les fichiers de schéma qu’il inclut ou importe sous Autres fichiers de schéma.' },
        { text: 'Cliquez sur Valider (ou Ctrl+Entrée) : un document valide est signalé comme tel, un document invalide liste chaque erreur.' },
        { text: 'Pour un document avec une DTD interne, choisissez plutôt La DTD du document.' },
      ],
    },
    {
      heading: 'Détails',
      items: [
        { text: 'Le document est d’abord vérifié (bonne formation) avec les mêmes messages que le formateur XML.' },
        { text: 'La validation suit XML Schema 1.0 tel que libxml2 l’implémente ; les fonctionnalités XSD 1.1 comme les assertions ne sont pas prises en charge par libxml2.' },
        { text: 'libxml2 (environ 1 Mo) est téléchargé la première fois que vous validez ; les fichiers que vous ajoutez restent dans votre navigateur.' },
        { text: 'La ligne de commande fait de même : devtoolbox validate --schema invoice.xsd --with common.xsd invoice.xml.' },
      ],
    },
  ],
};
