import type { ToolContent } from '../../../content/types';

/** Static text of the TypeScript Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear TypeScript',
      paragraphs: [
        'Las anotaciones de tipo, los genéricos y los tipos unión alargan las líneas de TypeScript. Sin un ajuste coherente, una firma de función con tres parámetros genéricos o una unión de diez literales de cadena se vuelve difícil de leer, y los revisores acaban hablando del formato en lugar de los tipos.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'El parser de TypeScript de Prettier', text: 'La misma salida que Prettier en tu editor, con punto y coma, comillas simples, sangría de 2 espacios y comas finales de ES5.' },
        { title: 'Tipos legibles', text: 'Las uniones e intersecciones largas pasan a un miembro por línea; las listas largas de parámetros genéricos y las firmas se ajustan con limpieza.' },
        { title: 'Sintaxis completa de TypeScript', text: 'Interfaces, enums, clases abstractas, decoradores, satisfies, importaciones solo de tipos, sobrecargas y archivos de declaración (.d.ts).' },
        { title: 'Sintaxis, no tipos', text: 'El código se analiza pero no se comprueban los tipos: un error de tipo se queda como está, solo se indican los errores de sintaxis.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega TypeScript en Código de entrada.' },
        { text: 'Haz clic en Formatear código. Prettier analiza el código con la gramática de TypeScript.' },
        { text: 'Las anotaciones de tipo, los genéricos y los decoradores se escriben con el diseño de Prettier dentro del ancho de línea.' },
        { text: 'Copia el resultado o contrae clases e interfaces para revisarlo.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Ejecuta tsc --noEmit en CI para los errores de tipo; un formateador no mira los tipos.' },
        { text: 'Da nombre a las uniones largas y a las restricciones genéricas complejas con un alias de tipo en lugar de repetirlas en línea.' },
        { text: 'Usa import type para las importaciones solo de tipos, así los bundlers pueden eliminarlas sin riesgo.' },
        { text: 'Mantén las mismas opciones de Prettier en tu repositorio para que el formateo local y esta herramienta coincidan.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Leer clientes de API generados a partir de esquemas OpenAPI o GraphQL.' },
        { text: 'Revisar los archivos de declaración .d.ts que incluyen los paquetes de npm.' },
        { text: 'Ordenar código de Angular o NestJS con muchos decoradores.' },
        { text: 'Preparar ejemplos de TypeScript para pull requests y documentación.' },
      ],
    },
  ],
};
