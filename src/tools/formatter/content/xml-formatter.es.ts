import type { ToolContent } from '../../../content/types';

/** Static text of the XML Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear XML',
      paragraphs: [
        'Los mensajes SOAP, los feeds RSS, los sitemaps, los POM de Maven y las configuraciones exportadas suelen llegar como una sola línea de XML. La sangría muestra el árbol de elementos: ves a qué elemento pertenece un valor y dónde termina un bloque.',
        'Una comprobación de buena formación detecta etiquetas sin cerrar, mayúsculas distintas en las etiquetas de cierre y ampersands sin escapar antes de que lo haga el sistema que consume el documento.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'El formato de xmllint --format', text: 'Dos espacios por nivel y un elemento por línea cuando un elemento solo contiene elementos hijos: la sangría que conoces de libxml2.' },
        { title: 'Contenido intacto', text: 'El contenido mixto, el texto, las secciones CDATA, los comentarios, las instrucciones de procesamiento y la declaración XML quedan tal como se escribieron. Los espacios dentro del texto nunca se tocan.' },
        { title: 'Errores precisos', text: 'Una entrada mal formada se indica como «XML no válido:» seguido del problema con su línea y columna.' },
        { title: 'Rápido con archivos grandes', text: 'Los documentos de varios megabytes se formatean en un worker en segundo plano y se muestran como un árbol plegable.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega un documento o fragmento XML en el panel Código de entrada.' },
        { text: 'Haz clic en Formatear código. El parser comprueba el anidamiento, las comillas de los atributos, las referencias a entidades y que cada etiqueta de apertura esté cerrada.' },
        { text: 'Los elementos que solo tienen elementos hijos se reparten en líneas separadas; los que contienen texto lo mantienen en su línea.' },
        { text: 'Contrae los elementos que no necesites y copia el resultado.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Bien formado no es lo mismo que válido: valida también el documento contra su XSD o DTD en tu build.' },
        { text: 'No cambies la sangría de XML firmado (XML-DSig, aserciones SAML): cambiar los espacios rompe la firma.' },
        { text: 'Usa CDATA para código o marcado incrustado en lugar de escapar cada < y &.' },
        { text: 'Declara la codificación en la declaración XML siempre que un documento no sea UTF-8.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Depurar peticiones y respuestas SOAP capturadas en logs o con un proxy.' },
        { text: 'Leer pom.xml, web.config, layouts de Android y otras configuraciones XML.' },
        { text: 'Revisar a mano feeds RSS y Atom, sitemaps y archivos SVG.' },
        { text: 'Preparar dos exportaciones para compararlas lado a lado con el comparador XML.' },
      ],
    },
  ],
};
