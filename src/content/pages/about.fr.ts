import type { AboutContent } from './about';

/** Textes de la page À propos. */
export const about: AboutContent = {
  story: [
    'DevToolbox existe parce que le moyen le plus rapide de formater une réponse JSON ou de comparer deux fichiers de configuration était souvent un site qui envoie sur un serveur tout ce que vous collez. Pour des données d’API, des fichiers clients ou une configuration interne, c’est un risque que beaucoup d’équipes ne peuvent pas accepter.',
    'Ici, chaque outil tourne donc dans votre navigateur. Formateurs, comparaisons et générateurs travaillent dans des workers en arrière-plan de la page, et ce que vous collez n’est jamais envoyé à un serveur ni conservé.',
    'Les outils sont conçus pour les développeurs et les testeurs QA qui ont besoin de résultats exacts : des formateurs qui sont les vrais moteurs des éditeurs et de la CI, des comparaisons qui ignorent le bruit de mise en page, et des données de test qui passent la même validation que les saisies en production.',
  ],
  features: [
    {
      title: 'Formateurs de code',
      text: 'Treize langages, du JSON sans perte et du XML façon xmllint jusqu’à Prettier, sql-formatter et ses dix dialectes, Ruff pour Python et clang-format pour C++.',
    },
    {
      title: 'Comparateurs',
      text: 'Des diffs côte à côte pour JSON, XML, HTML, CSS et texte brut, avec mise en évidence au caractère près, navigation au clavier et export PDF complet.',
    },
    {
      title: 'Données de test',
      text: 'BSN, IBAN, numéros de passeport, adresses et numéros de téléphone valides pour 36 pays européens, et un générateur JSON jusqu’à 10 000 enregistrements.',
    },
  ],
  principles: [
    { title: 'Vos données restent les vôtres', text: 'Rien de ce que vous collez ou ouvrez ne quitte votre navigateur. Par défaut, le site ne contacte aucune autre origine, et les polices sont hébergées sur le site même.' },
    { title: 'L’exactitude avant le confort', text: 'Le résultat doit passer un vrai validateur : le JSON garde les grands nombres à l’identique, les BSN passent la preuve des 11, les IBAN le mod 97.' },
    { title: 'De vrais moteurs, pas des approximations', text: 'Quand un langage a un formateur largement utilisé, c’est ce formateur que nous exécutons, au lieu de réindenter le texte nous-mêmes.' },
    { title: 'Gratuit et anonyme', text: 'Pas de compte, pas d’inscription, pas d’offre payante.' },
    { title: 'Les grosses entrées sont la norme', text: 'Les fichiers de plusieurs mégaoctets sont traités hors du thread principal, et la page reste réactive pendant le formatage ou la comparaison.' },
  ],
};
