import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear CSS',
      paragraphs: [
        'Una hoja de estilos minificada o una regla escrita en una línea oculta declaraciones duplicadas, valores sobrescritos y selectores más específicos de lo necesario.',
        'Con una declaración por línea, las revisiones de CSS y los diffs del control de versiones señalan la propiedad exacta que cambió en lugar de una regla entera.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'Prettier para CSS', text: 'Las hojas de estilos se analizan y se vuelven a escribir con sangría de 2 espacios y un ancho de línea de 100 caracteres.' },
        { title: 'Un elemento por línea', text: 'Cada declaración tiene su propia línea, y cada selector de una lista separada por comas empieza una línea nueva.' },
        { title: 'Espaciado coherente', text: 'Se normalizan los espacios alrededor de los dos puntos, las llaves y los combinadores como > y +.' },
        { title: 'CSS moderno intacto', text: 'Se conservan las at-rules como @media, @supports, @layer, @font-face y @keyframes, las propiedades personalizadas y los comentarios.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega una hoja de estilos o unas cuantas reglas en Código de entrada.' },
        { text: 'Haz clic en Formatear código. Prettier analiza el CSS con PostCSS y vuelve a escribir cada regla con un diseño coherente.' },
        { text: 'Si queda una llave o un comentario sin cerrar, el recuadro de error indica dónde se detuvo el análisis.' },
        { text: 'Contrae las reglas que no te interesen y copia la salida.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'El formateador nunca reordena las propiedades; si quieres un orden fijo, impónlo con una regla de Stylelint.' },
        { text: 'Lleva los colores y espaciados repetidos a propiedades personalizadas como --brand-color.' },
        { text: 'Mantén los selectores cortos: los muy anidados aumentan la especificidad y son difíciles de sobrescribir.' },
        { text: 'Sube CSS legible al repositorio y deja la minificación al paso de build.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Desminificar una hoja de estilos de producción para encontrar la regla que rompe un diseño.' },
        { text: 'Ordenar CSS exportado de herramientas de diseño o copiado de las DevTools del navegador.' },
        { text: 'Leer temas de terceros y estilos de bibliotecas de componentes.' },
        { text: 'Preparar dos hojas de estilos para el comparador CSS.' },
      ],
    },
  ],
};
