import type { ToolContent } from '../../../content/types';

/** Static text of the JavaScript Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear JavaScript',
      paragraphs: [
        'Los equipos pierden tiempo discutiendo sobre puntos y coma, comillas y saltos de línea, y las revisiones de código se llenan de cambios de formato. Prettier acaba con eso: analiza el JavaScript en un árbol sintáctico y lo vuelve a escribir con un estilo único, así que un diff solo muestra cambios de lógica.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'Prettier con opciones fijas', text: 'Punto y coma, comillas simples, sangría de 2 espacios, comas finales donde ES5 las permite, espacios dentro de las llaves de objetos y sin paréntesis alrededor de un único parámetro de función flecha (x => x * 2).' },
        { title: 'Sintaxis moderna y JSX', text: 'Módulos ES, async/await, encadenamiento opcional, operador de coalescencia nula, clases con campos privados y JSX de React.' },
        { title: 'Ajuste al ancho de línea', text: 'Las llamadas, arrays y literales de objeto largos solo se reparten en varias líneas cuando no caben en el ancho de línea.' },
        { title: 'Errores de sintaxis', text: 'Si el código no se puede analizar, el recuadro de error muestra el mensaje y la posición del parser.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega JavaScript en Código de entrada.' },
        { text: 'Haz clic en Formatear código. Prettier construye un árbol sintáctico abstracto, así que los comentarios y el código conservan su significado.' },
        { text: 'El árbol se escribe con las opciones anteriores, ajustando cada sentencia al ancho de línea.' },
        { text: 'Copia el resultado o contrae funciones y bloques para leerlo.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Para obtener esta salida en un repositorio, usa un .prettierrc con { "singleQuote": true, "trailingComma": "es5", "arrowParens": "avoid" }.' },
        { text: 'Formatear no es hacer linting: usa ESLint para detectar variables sin usar, awaits que faltan y comparaciones arriesgadas.' },
        { text: 'Formatea al guardar o en un hook de pre-commit para que el código sin formatear nunca llegue a revisión.' },
        { text: 'Leer un bundle minificado sirve para echar un vistazo rápido; para depurar de verdad, los source maps son más fiables.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Hacer legibles scripts de terceros minificados o bookmarklets.' },
        { text: 'Limpiar fragmentos antes de pegarlos en documentación o en un artículo de blog.' },
        { text: 'Normalizar dos versiones de un archivo antes de compararlas con el comparador de texto.' },
        { text: 'Comprobar rápidamente si un trozo de JavaScript se puede analizar.' },
      ],
    },
  ],
};
