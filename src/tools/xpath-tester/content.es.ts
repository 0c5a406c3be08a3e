import type { ToolContent } from '../../content/types';

/** Static text of the XPath Tester page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Hazle una pregunta a un documento XML',
      paragraphs: [
        'Las respuestas SOAP, los builds de Maven, los manifiestos de Android, las facturas UBL y los feeds son XML, y la forma más rápida de encontrar algo en ellos es una expresión XPath: el artifactId de cada dependencia, el total de las líneas de factura, los elementos de un feed que mencionan Marte. Esta página evalúa la expresión mientras escribes y lista cada nodo que selecciona con su lugar en el documento.',
      ],
    },
    {
      heading: 'Qué obtienes',
      items: [
        { title: 'libxml2, como xmllint', text: 'Cada expresión que XPath 1.0 puede evaluar la responde libxml2 compilado a WebAssembly, la biblioteca que hay detrás de xmllint, así que obtienes los mismos resultados que tus scripts.' },
        { title: 'También XPath 3.1', text: 'Las expresiones que necesitan XPath 3.1, como for, el operador !, string-join o los mapas, las responde fontoxpath; la página indica qué motor respondió.' },
        { title: 'Dónde está cada nodo', text: 'Cada nodo viene con su ruta de ubicación, como /rss/channel/item[3]/title, y su línea y columna; un clic pone el cursor en él en el documento.' },
        { title: 'Espacios de nombres', text: 'Los prefijos que declara el documento funcionan tal cual. Asocia más, o un prefijo para el espacio de nombres predeterminado, en el campo Espacios de nombres como prefijo=URI.' },
        { title: 'Resultados mientras escribes', text: 'La expresión se ejecuta un momento después de que dejas de escribir, Intro la ejecuta al instante, y el documento se queda en el worker entre consultas, así que uno grande se analiza una sola vez.' },
      ],
    },
    {
      heading: 'Consultar un documento',
      layout: 'steps',
      items: [
        { text: 'Pega el XML en el editor Entrada XML, abre un archivo o suéltalo sobre el editor.' },
        { text: 'Escribe una expresión XPath, por ejemplo //item/title o count(//dependency).' },
        { text: 'Elige un resultado para verlo en el documento; Descargar resultados guarda la lista completa con rutas y líneas.' },
        { text: 'El formateador de XML tiene el mismo panel de XPath junto a su salida, para el documento que acabas de formatear.' },
      ],
    },
    {
      heading: 'Detalles',
      items: [
        { text: 'XPath no tiene espacio de nombres de elementos predeterminado: en un documento con xmlns="…" (un POM de Maven, un SVG), asocia un prefijo a esa URI, como pom=http://maven.apache.org/POM/4.0.0, y escribe //pom:dependency.' },
        { text: 'Los números se escriben como los escribe XPath 1.0, sea cual sea el motor que respondió: 4799940000, 0.333333333333333, NaN.' },
        { text: 'Para XPath, los espacios en blanco entre elementos forman parte del documento, como en xmllint: text() y node() los cuentan.' },
        { text: 'No se carga nada de la red: las entidades externas nunca se expanden y el documento se queda en tu navegador.' },
      ],
    },
  ],
};
