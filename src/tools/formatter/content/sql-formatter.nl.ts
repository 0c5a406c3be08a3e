import type { ToolContent } from '../../../content/types';

/** Static text of the SQL Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom SQL formatteren ertoe doet',
      paragraphs: [
        'SQL staat in applicatiecode vaak op één regel of wordt door een ORM gegenereerd, waardoor joins, subquery’s en common table expressions in elkaar overlopen. Met elke clausule op een eigen regel zie je wat een query selecteert, waarvandaan en onder welke voorwaarden.',
        'SQL is bovendien niet één taal. Het quoten van identifiers, parameterplaatshouders en functies verschillen per database, dus een Formatter moet het dialect kennen dat hij leest.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'Tien dialecten', text: 'Standaard-SQL, PostgreSQL, MySQL, MariaDB, SQLite, T-SQL (SQL Server), PL/SQL (Oracle), BigQuery, Snowflake en Amazon Redshift, geformatteerd door sql-formatter.' },
        { title: 'Keywords in hoofdletters', text: 'SELECT, FROM, WHERE en JOIN springen eruit tussen tabel- en kolomnamen.' },
        { title: 'Opmaak per clausule', text: 'Elke clausule begint op een nieuwe regel, en kolomlijsten, voorwaarden en subquery’s springen eronder in.' },
        { title: 'Tokens per dialect', text: 'MySQL-identifiers tussen backticks, T-SQL-namen [tussen vierkante haken] en PostgreSQL-casts met :: en parameters als $1 worden correct gelezen. Commentaar blijft behouden.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak een of meer statements in Invoer.' },
        { text: 'Kies het dialect dat je database gebruikt.' },
        { text: 'Klik op Code formatteren. De query wordt voor dat dialect in tokens opgedeeld en opgemaakt; er wordt niets uitgevoerd en geen database benaderd.' },
        { text: 'Kopieer de geformatteerde SQL terug naar je code of migratie.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Kies het juiste dialect: syntaxis die in MySQL geldig is, zoals backticks, kan als standaard-SQL niet te parseren zijn.' },
        { text: 'Schrijf expliciete JOIN … ON-clausules in plaats van tabellen gescheiden door komma’s in FROM.' },
        { text: 'Noem de kolommen die je nodig hebt in plaats van SELECT *, zodat schemawijzigingen de resultaten niet ongemerkt veranderen.' },
        { text: 'Gebruik bind-parameters in plaats van stringconcatenatie voor waarden; dat voorkomt SQL-injectie.' },
        { text: 'Formatteren controleert alleen de syntaxis; of tabellen of kolommen bestaan, kan het niet weten.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Query’s lezen die Hibernate, Entity Framework, Django of ActiveRecord in de log schreven.' },
        { text: 'Migratiescripts en stored procedures reviewen in pull requests.' },
        { text: 'Een trage query leesbaar maken voordat je er EXPLAIN op draait.' },
        { text: 'Query’s voorbereiden voor documentatie en runbooks.' },
      ],
    },
  ],
};
