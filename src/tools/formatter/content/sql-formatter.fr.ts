import type { ToolContent } from '../../../content/types';

/** Static text of the SQL Formatter page, in French. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Pourquoi formater le SQL',
      paragraphs: [
        'Le SQL est souvent écrit sur une ligne dans le code applicatif ou généré par un ORM, si bien que jointures, sous-requêtes et expressions de table communes se mélangent. Avec chaque clause sur sa propre ligne, on voit ce qu’une requête sélectionne, d’où et sous quelles conditions.',
        'Le SQL n’est pas non plus un langage unique. Les guillemets des identifiants, les paramètres et les fonctions diffèrent d’une base de données à l’autre : un formateur doit connaître le dialecte qu’il lit.',
      ],
    },
    {
      heading: 'Fonctionnalités',
      items: [
        { title: 'Dix dialectes', text: 'SQL standard, PostgreSQL, MySQL, MariaDB, SQLite, T-SQL (SQL Server), PL/SQL (Oracle), BigQuery, Snowflake et Amazon Redshift, formatés par sql-formatter.' },
        { title: 'Mots-clés en majuscules', text: 'SELECT, FROM, WHERE et JOIN se détachent des noms de tables et de colonnes.' },
        { title: 'Mise en page par clause', text: 'Chaque clause commence une nouvelle ligne, et les listes de colonnes, conditions et sous-requêtes sont indentées en dessous.' },
        { title: 'Jetons selon le dialecte', text: 'Les identifiants MySQL entre backticks, les noms T-SQL [entre crochets], les conversions PostgreSQL :: et les paramètres $1 sont lus correctement. Les commentaires sont conservés.' },
      ],
    },
    {
      heading: 'Comment ça marche',
      layout: 'steps',
      items: [
        { text: 'Collez une ou plusieurs instructions dans Code en entrée.' },
        { text: 'Choisissez le dialecte de votre base de données.' },
        { text: 'Cliquez sur Formater le code. La requête est découpée en jetons et mise en page pour ce dialecte ; rien n’est exécuté et aucune base de données n’est contactée.' },
        { text: 'Recopiez le SQL formaté dans votre code ou votre migration.' },
      ],
    },
    {
      heading: 'Bonnes pratiques',
      items: [
        { text: 'Choisissez le bon dialecte : une syntaxe valide en MySQL, comme les backticks, peut échouer en SQL standard.' },
        { text: 'Écrivez des clauses JOIN … ON explicites plutôt que des tables séparées par des virgules dans FROM.' },
        { text: 'Listez les colonnes nécessaires plutôt que SELECT *, pour que les changements de schéma ne modifient pas les résultats en silence.' },
        { text: 'Utilisez des paramètres liés plutôt que la concaténation de chaînes pour les valeurs : cela évite l’injection SQL.' },
        { text: 'Le formatage ne vérifie que la syntaxe ; il ne peut pas savoir si les tables ou les colonnes existent.' },
      ],
    },
    {
      heading: 'Usages courants',
      items: [
        { text: 'Lire les requêtes que Hibernate, Entity Framework, Django ou ActiveRecord ont écrites dans les logs.' },
        { text: 'Relire les scripts de migration et les procédures stockées dans les pull requests.' },
        { text: 'Rendre lisible une requête lente avant d’y lancer EXPLAIN.' },
        { text: 'Préparer des requêtes pour la documentation et les runbooks.' },
      ],
    },
  ],
};
