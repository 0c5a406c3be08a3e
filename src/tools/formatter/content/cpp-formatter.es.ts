import type { ToolContent } from '../../../content/types';

/** Static text of the C++ Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear C++',
      paragraphs: [
        'C y C++ no tienen un estilo único. La posición de las llaves, la alineación de punteros (int *p o int* p), el ancho de sangría y el orden de los includes varían de un proyecto a otro. clang-format resuelve estas cuestiones de forma automática y es la herramienta estándar en LLVM, Chromium y muchas otras bases de código.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'clang-format de verdad', text: 'El motor de clang-format compilado a WebAssembly, así que la salida coincide con la herramienta de línea de comandos con el mismo estilo.' },
        { title: 'Estilo LLVM', text: 'clang-format ofrece estilos predefinidos como LLVM, Google, Chromium, Mozilla, WebKit, Microsoft y GNU; esta página usa LLVM: sangría de 2 espacios, límite de 80 columnas, llaves pegadas y punteros alineados a la derecha.' },
        { title: 'Includes ordenados', text: 'Dentro de cada bloque de líneas #include, las cabeceras se ordenan, como indica el estilo LLVM.' },
        { title: 'C y C++', text: 'Funciona con fuentes C, fuentes C++ y cabeceras, incluidas plantillas, lambdas y macros.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega código C o C++ en Código de entrada.' },
        { text: 'Haz clic en Formatear código. En el primer uso se carga el motor de clang-format (unos 2,6 MB).' },
        { text: 'clang-format divide el código en tokens y aplica las reglas del estilo LLVM.' },
        { text: 'Copia el resultado en tu editor.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Sube un archivo .clang-format (por ejemplo BasedOnStyle: LLVM) para que los editores y la CI formateen igual.' },
        { text: 'Rodea las tablas alineadas a mano, como matrices, con // clang-format off y // clang-format on.' },
        { text: 'clang-format trabaja con tokens y no compila tu código; la mayoría de los errores de sintaxis pasan desapercibidos, así que compila y ejecuta también clang-tidy.' },
        { text: 'Mantén las macros cortas: clang-format no ve en qué se expande una macro.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Limpiar código C heredado o firmware embebido con estilos mezclados.' },
        { text: 'Formatear ejemplos para documentación, respuestas en Stack Overflow o material de cursos.' },
        { text: 'Leer código generado, por ejemplo por compiladores de protocol buffers o de interfaces.' },
        { text: 'Probar el estilo LLVM antes de adoptar clang-format en un proyecto.' },
      ],
    },
  ],
};
