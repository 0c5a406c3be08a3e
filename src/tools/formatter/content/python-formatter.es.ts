import type { ToolContent } from '../../../content/types';

/** Static text of the Python Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear Python',
      paragraphs: [
        'En Python la sangría es sintaxis, y PEP 8 marca las expectativas para todo lo demás: espaciado, longitud de línea y líneas en blanco. Black extendió un estilo único y no configurable en la comunidad Python; el formateador de Ruff produce ese estilo mucho más rápido. Un estilo compartido mantiene las revisiones centradas en el comportamiento, no en el formato.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'El formateador de Ruff en el navegador', text: 'El formateador en Rust del proyecto Ruff, compilado a WebAssembly. Su salida es casi idéntica a la de Black.' },
        { title: 'Valores por defecto al estilo Black', text: 'Líneas de hasta 88 caracteres, sangría de 4 espacios, cadenas entre comillas dobles y dos líneas en blanco alrededor de las definiciones de nivel superior.' },
        { title: 'Coma final mágica', text: 'Una coma después del último elemento mantiene una lista, llamada o firma desplegada con un elemento por línea; sin ella, las colecciones cortas se juntan en una línea.' },
        { title: 'Python moderno', text: 'Entiende sentencias match, f-strings, anotaciones de tipo, el operador morsa y código asíncrono.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega código Python en Código de entrada.' },
        { text: 'Haz clic en Formatear código. La primera vez se carga en la página el motor de Ruff (unos 1,2 MB).' },
        { text: 'Ruff analiza el código en un árbol sintáctico; un error de sangría o de sintaxis se indica con su posición.' },
        { text: 'El árbol se escribe en un estilo compatible con Black; copia el resultado.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Ejecuta ruff format en un hook de pre-commit o en CI con los mismos valores, y guarda la configuración en pyproject.toml bajo [tool.ruff].' },
        { text: 'El formateador no ordena las importaciones; de eso se encarga ruff check --select I --fix.' },
        { text: 'Añade una coma final a las colecciones que quieras mantener con un elemento por línea.' },
        { text: 'Usa solo espacios para sangrar; mezclar tabulaciones y espacios provoca un TabError en Python 3.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Limpiar código copiado de notebooks de Jupyter antes de pasarlo a un módulo.' },
        { text: 'Formatear scripts y fragmentos para documentación o respuestas a compañeros.' },
        { text: 'Comprobar si un fragmento pegado es Python sintácticamente válido.' },
        { text: 'Ordenar código de Django, Flask o FastAPI cuando no hay herramientas locales configuradas.' },
      ],
    },
  ],
};
