import type { ToolContent } from '../../../content/types';

/** Static text of the SQL Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear SQL',
      paragraphs: [
        'El SQL suele escribirse en una sola línea dentro del código de la aplicación o lo genera un ORM, así que los joins, las subconsultas y las expresiones de tabla comunes se mezclan. Con cada cláusula en su propia línea ves qué selecciona una consulta, de dónde y con qué condiciones.',
        'Además, SQL no es un único lenguaje. El entrecomillado de identificadores, los marcadores de parámetros y las funciones cambian entre bases de datos, así que un formateador tiene que conocer el dialecto que lee.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'Diez dialectos', text: 'SQL estándar, PostgreSQL, MySQL, MariaDB, SQLite, T-SQL (SQL Server), PL/SQL (Oracle), BigQuery, Snowflake y Amazon Redshift, formateados por sql-formatter.' },
        { title: 'Palabras clave en mayúsculas', text: 'SELECT, FROM, WHERE y JOIN destacan sobre los nombres de tablas y columnas.' },
        { title: 'Diseño por cláusulas', text: 'Cada cláusula empieza una línea nueva, y las listas de columnas, condiciones y subconsultas se sangran debajo.' },
        { title: 'Tokens según el dialecto', text: 'Los identificadores de MySQL entre comillas invertidas, los nombres de T-SQL [entre corchetes], los casts :: y los parámetros $1 de PostgreSQL se leen correctamente. Los comentarios se conservan.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega una o varias sentencias en Código de entrada.' },
        { text: 'Elige el dialecto que usa tu base de datos.' },
        { text: 'Haz clic en Formatear código. La consulta se divide en tokens y se organiza para ese dialecto; no se ejecuta nada ni se contacta con ninguna base de datos.' },
        { text: 'Copia el SQL formateado de vuelta en tu código o migración.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Elige el dialecto correcto: una sintaxis válida en MySQL, como las comillas invertidas, puede fallar como SQL estándar.' },
        { text: 'Escribe cláusulas JOIN … ON explícitas en lugar de tablas separadas por comas en FROM.' },
        { text: 'Enumera las columnas que necesitas en lugar de SELECT *, para que los cambios de esquema no alteren los resultados sin avisar.' },
        { text: 'Usa parámetros enlazados en lugar de concatenar cadenas para los valores; así evitas la inyección SQL.' },
        { text: 'El formateo solo comprueba la sintaxis; no puede saber si existen las tablas o las columnas.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Leer las consultas que Hibernate, Entity Framework, Django o ActiveRecord escribieron en el log.' },
        { text: 'Revisar scripts de migración y procedimientos almacenados en pull requests.' },
        { text: 'Hacer legible una consulta lenta antes de ejecutar EXPLAIN sobre ella.' },
        { text: 'Preparar consultas para documentación y runbooks.' },
      ],
    },
  ],
};
