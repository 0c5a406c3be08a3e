import type { ToolContent } from '../../content/types';

/** Static text of the XML Schema Validator page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Comprueba el XML con su esquema',
      paragraphs: [
        'Las facturas (UBL), los mensajes bancarios (ISO 20022), las cargas SOAP y los archivos de build vienen con un XML Schema que dice qué contiene un documento válido. Esta página valida un documento con su esquema mediante libxml2, la biblioteca que hay detrás de xmllint, compilada a WebAssembly y ejecutándose en tu navegador, y lista cada error con la línea en la que está.',
      ],
    },
    {
      heading: 'Qué obtienes',
      items: [
        { title: 'El libxml2 real', text: 'Los errores son los de libxml2, palabra por palabra como los imprime xmllint --schema, con su línea (y su columna cuando libxml2 la da).' },
        { title: 'Esquemas en varios archivos', text: 'Añade los archivos que el esquema incluye o importa; se asocian por nombre de archivo, sea cual sea la carpeta que indique el esquema.' },
        { title: 'Validación con DTD', text: 'Un documento que declara su DTD internamente se valida con ella, con la misma lista de errores.' },
        { title: 'Un clic hasta el error', text: 'Al elegir un error, el cursor va a su línea en el documento, o en el esquema cuando el fallo está en el esquema.' },
        { title: 'No se descarga nada', text: 'Un esquema que apunta a una URL recibe un mensaje que la nombra en lugar de una descarga; las entidades externas nunca se expanden.' },
      ],
    },
    {
      heading: 'Validar un documento',
      layout: 'steps',
      items: [
        { text: 'Pega o abre el documento XML y, a su lado, el XML Schema (XSD).' },
        { text: 'Añade los archivos de esquema que incluye o importa en Más archivos de esquema.' },
        { text: 'Pulsa Validar (o Ctrl+Intro): un documento válido lo indica, uno no válido lista cada error.' },
        { text: 'Para un documento con una DTD interna, elige en su lugar La DTD del documento.' },
      ],
    },
    {
      heading: 'Detalles',
      items: [
        { text: 'Primero se comprueba que el documento esté bien formado, con los mismos mensajes que el formateador de XML.' },
        { text: 'La validación sigue XML Schema 1.0 tal como lo implementa libxml2; libxml2 no admite funciones de XSD 1.1 como las aserciones.' },
        { text: 'libxml2 (alrededor de 1 MB) se descarga la primera vez que validas; los archivos que añades se quedan en tu navegador.' },
        { text: 'La línea de comandos hace lo mismo: devtoolbox validate --schema invoice.xsd --with common.xsd invoice.xml.' },
      ],
    },
  ],
};
