import type { LegalPage } from './privacy';

/** Textes de la page Politique de confidentialité. */
export const privacy: LegalPage = {
  updated: '2026-11-26',
  sections: [
    {
      heading: 'En bref',
      paragraphs: [
        'DevToolbox traite tout ce que vous collez, saisissez ou ouvrez dans ses outils à l’intérieur de votre propre navigateur. Rien de ce que vous saisissez ne nous est envoyé, ni à personne d’autre, et rien n’est conservé sur un serveur. Vous n’avez pas besoin de compte, et nous ne vous demandons pas qui vous êtes.',
      ],
    },
    {
      heading: 'Contenus que vous collez ou ouvrez',
      paragraphs: [
        'Tout le traitement des contenus que vous collez dans un outil ou ouvrez depuis un fichier a lieu dans votre navigateur : formatage, validation, comparaison, export PDF et génération de données de test et d’enregistrements JSON. Les fichiers que vous ouvrez sont lus localement par votre navigateur et ne sont pas envoyés.',
        'Rien de ce que vous collez n’est transmis sur le réseau. Les formateurs gardent votre dernière saisie sur votre propre appareil pour qu’elle soit toujours là après un rechargement (voir « Stockage sur votre appareil ») ; les autres outils ne gardent rien : quand vous fermez ou rechargez leur page, le contenu disparaît, sauf si vous l’avez vous-même copié ou téléchargé.',
      ],
    },
    {
      heading: 'Application installée',
      paragraphs: [
        'Votre navigateur peut proposer d’installer DevToolbox comme application. Une fois installée, elle peut ouvrir des fichiers de votre ordinateur dans l’outil correspondant, par exemple un fichier .json dans le formateur JSON : le navigateur transmet le fichier à la page, qui le lit sur votre appareil exactement comme le fait Ouvrir un fichier. Rien n’est envoyé.',
        'Le texte que vous partagez vers l’application installée depuis une autre application est reçu par le service worker du site sur votre appareil, qui le garde dans le stockage de cache (cache storage) de votre navigateur seulement jusqu’à ce que la page de l’outil l’ait ouvert, puis le supprime. Il ne fait jamais partie d’une adresse et n’est jamais envoyé à un serveur. Installer l’application n’ajoute aucun pistage ni aucune requête vers d’autres origines.',
      ],
    },
    {
      heading: 'Requêtes réseau',
      paragraphs: [
        'Par défaut, le site n’envoie ni statistiques d’audience, ni rapports d’erreur, ni données de performance, et il n’envoie aucune requête vers d’autres origines. Les polices sont hébergées sur le site même, et les moteurs de formatage sont chargés depuis le même site que les pages.',
        'Comme pour tout site web, le serveur qui livre les pages reçoit les données techniques habituelles de la requête, telles que votre adresse IP, le type de navigateur et la page demandée, afin de vous envoyer la page. Les contenus que vous collez ou ouvrez dans les outils ne font jamais partie de ces requêtes.',
        'Quiconque exploite cette copie du site peut placer un fichier de réglages (config.json) à côté de ses pages ; chaque page le lit alors depuis le même site au chargement. Il ne contient que les choix de cet exploitant : outils à masquer, adresse de contact et avis pour la page d’accueil. La requête ne transporte rien sur vous ni sur vos saisies, et après votre première visite une copie est gardée avec les fichiers hors ligne du site.',
      ],
    },
    {
      heading: 'Statistiques et rapports d’erreur facultatifs',
      paragraphs: [
        'L’exploitant d’un déploiement de DevToolbox peut activer, à la compilation, tout ou partie des éléments suivants : statistiques de pages (pages vues, avec l’adresse IP anonymisée), événements d’utilisation des outils (par exemple qu’un formatage a commencé ou s’est terminé), rapports d’erreur et mesures de performance comme les temps de chargement des pages.',
        'Ces événements ne contiennent jamais vos saisies : aucun code collé, aucune valeur générée et aucun contenu de fichier. S’ils sont activés, ils sont envoyés au service de statistiques ou de rapports d’erreur configuré par l’exploitant, qui les traite selon ses propres conditions et peut utiliser des cookies.',
      ],
    },
    {
      heading: 'Commentaires',
      paragraphs: [
        'Si un point de réception des commentaires est configuré pour le déploiement, le formulaire envoie le nom, l’adresse e-mail et le message que vous saisissez, et rien d’autre, pour que nous puissions les lire et y répondre. Sinon, le formulaire ouvre votre propre client de messagerie, et rien n’est envoyé tant que vous n’envoyez pas vous-même l’e-mail.',
      ],
    },
    {
      heading: 'Stockage sur votre appareil',
      paragraphs: [
        'Votre préférence de thème et les réglages des outils sont gardés dans le localStorage de votre navigateur, sur votre appareil, pour les retrouver à votre prochaine visite : la préférence de thème, la langue choisie (dans le menu des langues ou la proposition de changer de langue), les options de comparaison (ignorer les espaces, la casse et l’ordre des clés ; mettre en évidence les mots ou les caractères ; vue, disposition et lignes de contexte), le schéma du générateur JSON, les options de formatage de chaque langage (indentation, largeur de ligne, minification, tri des clés, dialecte SQL), le réglage de formatage au collage et les réglages d’affichage de la sortie du formateur (retour à la ligne, coloration syntaxique). Ils ne sont jamais envoyés nulle part. Par défaut, le site ne dépose aucun cookie.',
        'Chaque formateur garde aussi la dernière saisie, dans la base IndexedDB « devtoolbox » de votre navigateur, sur votre appareil : la dernière saisie de chaque formateur, jusqu’à 5 Mo chacune, sous le nom de l’outil, jusqu’à ce que vous cliquiez sur Effacer. Les saisies de plus de 5 Mo ne sont pas gardées, et la page l’indique. Ce texte n’est jamais envoyé nulle part. Le bouton Effacer du formateur vide la saisie et supprime sa copie enregistrée ainsi que les options de ce langage.',
        'Vous pouvez supprimer à tout moment tout ce que le site conserve en effaçant les données de ce site dans les réglages de votre navigateur.',
        'Pour que les outils fonctionnent aussi sans connexion, le site garde, après votre première visite, une copie de ses propres pages et moteurs de formatage dans le stockage de cache (cache storage) de votre navigateur. Cette copie ne contient que les fichiers du site (et, un bref instant, le texte partagé vers l’application installée, voir « Application installée »), jamais ce que vous avez saisi dans un outil, et elle est supprimée avec le reste des données de ce site.',
      ],
    },
    {
      heading: 'Liens de partage',
      paragraphs: [
        'Un lien de partage du générateur JSON transporte la liste des champs (noms, types et options) dans la partie de l’adresse après #, que les navigateurs n’envoient à aucun serveur, et rien n’est conservé de notre côté. Toute personne à qui vous donnez le lien peut lire cette liste de champs.',
        'Un lien de partage d’un formateur transporte votre saisie (compressée, non chiffrée) et les options de ce langage dans la même partie de l’adresse après #, si bien que la saisie n’atteint jamais aucun serveur, le nôtre compris ; les liens sont limités à 64 Ko. Toute personne à qui vous donnez le lien peut lire la saisie, et celle-ci reste dans l’historique du navigateur de quiconque l’ouvre.',
      ],
    },
    {
      heading: 'Presse-papiers',
      paragraphs: [
        'Le site n’écrit dans votre presse-papiers que lorsque vous le demandez : quand vous cliquez sur un bouton de copie, ou quand vous générez une valeur de test, qui est copiée automatiquement.',
      ],
    },
    {
      heading: 'Enfants',
      paragraphs: ['DevToolbox est un outil pour développeurs et testeurs et ne s’adresse pas aux enfants. Comme nous ne collectons aucune donnée personnelle par les outils, nous n’en détenons aucune sur des enfants.'],
    },
    {
      heading: 'Modifications de cette politique',
      paragraphs: [
        'Si la façon dont le site traite les données change, cette page sera mise à jour et la date en haut changera. Tout nouveau type de données envoyées sera décrit ici.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Les questions sur la confidentialité peuvent être envoyées à l’adresse de contact du pied de page ou via le formulaire de commentaires.'],
    },
  ],
};
