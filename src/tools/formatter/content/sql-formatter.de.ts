import type { ToolContent } from '../../../content/types';

/** Static text of the SQL Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum SQL-Formatierung wichtig ist',
      paragraphs: [
        'SQL steht im Anwendungscode oft in einer einzigen Zeile oder wird von einem ORM erzeugt, sodass Joins, Unterabfragen und Common Table Expressions ineinanderlaufen. Mit jeder Klausel in einer eigenen Zeile siehst du, was eine Abfrage auswählt, woher und unter welchen Bedingungen.',
        'SQL ist außerdem nicht eine einzige Sprache. Das Quoten von Bezeichnern, Parameter-Platzhalter und Funktionen unterscheiden sich zwischen Datenbanken, also muss ein Formatter den Dialekt kennen, den er liest.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Zehn Dialekte', text: 'Standard-SQL, PostgreSQL, MySQL, MariaDB, SQLite, T-SQL (SQL Server), PL/SQL (Oracle), BigQuery, Snowflake und Amazon Redshift, formatiert mit sql-formatter.' },
        { title: 'Keywords in Großbuchstaben', text: 'SELECT, FROM, WHERE und JOIN heben sich von Tabellen- und Spaltennamen ab.' },
        { title: 'Layout nach Klauseln', text: 'Jede Klausel beginnt eine neue Zeile, Spaltenlisten, Bedingungen und Unterabfragen werden darunter eingerückt.' },
        { title: 'Tokens je nach Dialekt', text: 'MySQL-Bezeichner in Backticks, T-SQL-Namen in [eckigen Klammern] sowie PostgreSQL-Casts mit :: und Parameter wie $1 werden korrekt gelesen. Kommentare bleiben erhalten.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge eine oder mehrere Anweisungen in die Eingabe ein.' },
        { text: 'Wähle den Dialekt deiner Datenbank.' },
        { text: 'Klicke auf Code formatieren. Die Abfrage wird für diesen Dialekt in Tokens zerlegt und gesetzt; nichts wird ausgeführt, keine Datenbank wird kontaktiert.' },
        { text: 'Kopiere das formatierte SQL zurück in deinen Code oder deine Migration.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Wähle den passenden Dialekt: Syntax, die in MySQL gültig ist, etwa Backticks, lässt sich als Standard-SQL womöglich nicht parsen.' },
        { text: 'Schreibe explizite JOIN … ON-Klauseln statt kommagetrennter Tabellen in FROM.' },
        { text: 'Liste die Spalten auf, die du brauchst, statt SELECT *, damit Schemaänderungen die Ergebnisse nicht unbemerkt ändern.' },
        { text: 'Nutze Bind-Parameter statt String-Verkettung für Werte; das verhindert SQL-Injection.' },
        { text: 'Die Formatierung prüft nur die Syntax; ob Tabellen oder Spalten existieren, kann sie nicht wissen.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'Abfragen lesen, die Hibernate, Entity Framework, Django oder ActiveRecord ins Log geschrieben haben.' },
        { text: 'Migrationsskripte und Stored Procedures in Pull Requests reviewen.' },
        { text: 'Eine langsame Abfrage lesbar machen, bevor du EXPLAIN darauf ausführst.' },
        { text: 'Abfragen für Dokumentation und Runbooks vorbereiten.' },
      ],
    },
  ],
};
