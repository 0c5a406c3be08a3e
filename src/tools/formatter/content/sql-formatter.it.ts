import type { ToolContent } from '../../../content/types';

/** Static text of the SQL Formatter page, in Italian. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Perché formattare l’SQL',
      paragraphs: [
        'L’SQL viene spesso scritto su una riga nel codice applicativo o generato da un ORM, così join, subquery e common table expression si confondono. Con ogni clausola su una riga propria vedi cosa seleziona una query, da dove e a quali condizioni.',
        'E SQL non è un solo linguaggio. Le virgolette degli identificatori, i segnaposto dei parametri e le funzioni cambiano da un database all’altro, quindi un formattatore deve conoscere il dialetto che legge.',
      ],
    },
    {
      heading: 'Funzionalità',
      items: [
        { title: 'Dieci dialetti', text: 'SQL standard, PostgreSQL, MySQL, MariaDB, SQLite, T-SQL (SQL Server), PL/SQL (Oracle), BigQuery, Snowflake e Amazon Redshift, formattati da sql-formatter.' },
        { title: 'Parole chiave in maiuscolo', text: 'SELECT, FROM, WHERE e JOIN risaltano rispetto ai nomi di tabelle e colonne.' },
        { title: 'Layout per clausole', text: 'Ogni clausola inizia una nuova riga, e liste di colonne, condizioni e subquery sono indentate sotto di essa.' },
        { title: 'Token secondo il dialetto', text: 'Gli identificatori MySQL tra backtick, i nomi T-SQL [tra parentesi quadre], i cast :: e i parametri $1 di PostgreSQL vengono letti correttamente. I commenti vengono mantenuti.' },
      ],
    },
    {
      heading: 'Come funziona',
      layout: 'steps',
      items: [
        { text: 'Incolla una o più istruzioni in Codice di input.' },
        { text: 'Scegli il dialetto usato dal tuo database.' },
        { text: 'Fai clic su Formatta il codice. La query viene suddivisa in token e impaginata per quel dialetto; non viene eseguito nulla e nessun database viene contattato.' },
        { text: 'Copia l’SQL formattato nel tuo codice o nella tua migrazione.' },
      ],
    },
    {
      heading: 'Buone pratiche',
      items: [
        { text: 'Scegli il dialetto giusto: una sintassi valida in MySQL, come le backtick, può non essere analizzabile come SQL standard.' },
        { text: 'Scrivi clausole JOIN … ON esplicite invece di tabelle separate da virgole in FROM.' },
        { text: 'Elenca le colonne che ti servono invece di SELECT *, così le modifiche allo schema non cambiano i risultati in silenzio.' },
        { text: 'Usa parametri vincolati invece della concatenazione di stringhe per i valori; previene la SQL injection.' },
        { text: 'La formattazione controlla solo la sintassi; non può sapere se tabelle o colonne esistono.' },
      ],
    },
    {
      heading: 'Usi comuni',
      items: [
        { text: 'Leggere le query che Hibernate, Entity Framework, Django o ActiveRecord hanno scritto nel log.' },
        { text: 'Rivedere script di migrazione e stored procedure nelle pull request.' },
        { text: 'Rendere leggibile una query lenta prima di eseguirci EXPLAIN.' },
        { text: 'Preparare query per documentazione e runbook.' },
      ],
    },
  ],
};
