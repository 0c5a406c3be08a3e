import type { ToolContent } from '../../../content/types';

/** Static text of the Java Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear Java',
      paragraphs: [
        'El código Java está lleno de líneas largas: pipelines de streams, cadenas de builders, parámetros anotados y tipos genéricos. Cuando cada desarrollador las corta de una manera, los pull requests muestran ruido de formato en lugar de lógica. Un único estilo automático mantiene fáciles de revisar las grandes bases de código Java.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'Prettier Java', text: 'Formateo con prettier-plugin-java, el plugin de Prettier que mantiene el proyecto JHipster, con sangría de 4 espacios.' },
        { title: 'Ajustes que siguen la estructura', text: 'Las listas de parámetros que no caben se escriben con un parámetro por línea; las cadenas largas de métodos como stream().filter().map() se cortan en cada llamada.' },
        { title: 'Sintaxis actual de Java', text: 'Admite records, clases selladas, expresiones switch, bloques de texto, lambdas, genéricos y anotaciones.' },
        { title: 'Errores de análisis localizados', text: 'Si el código no se puede analizar, el recuadro de error muestra dónde se detuvo el parser.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega un archivo fuente Java o una clase completa en Código de entrada.' },
        { text: 'Haz clic en Formatear código. La gramática de Java se carga en el primer uso y el código se analiza en un árbol sintáctico.' },
        { text: 'Prettier escribe el árbol, ajustando las líneas al ancho de línea.' },
        { text: 'Copia la clase formateada de vuelta en tu proyecto.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Pega al menos una clase completa: una sentencia o un método sueltos no son una unidad de compilación Java válida y no se podrán analizar.' },
        { text: 'Usa el mismo formateador en el build: prettier-plugin-java se ejecuta desde npm, y Spotless puede lanzarlo desde Maven o Gradle.' },
        { text: 'El formateador no elimina importaciones sin usar ni reordena miembros; de eso se encargan tu IDE o las reglas de Checkstyle.' },
        { text: 'Formatea archivos completos en un commit aparte para que los cambios funcionales sigan siendo fáciles de revisar.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Leer código producido por generadores como OpenAPI Generator o MapStruct, o por un descompilador.' },
        { text: 'Ordenar clases heredadas antes de refactorizarlas.' },
        { text: 'Formatear ejemplos de Java para documentación, tickets y entrevistas.' },
        { text: 'Revisar la clase de un compañero sin configurar un IDE.' },
      ],
    },
  ],
};
