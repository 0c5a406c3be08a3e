import type { ToolContent } from '../../../content/types';

/** Static text of the XML to JSON page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Datos XML como JSON',
      paragraphs: [
        'Las respuestas SOAP, los feeds RSS, los POM de Maven y las facturas en UBL son XML, mientras que los scripts y los front-ends prefieren JSON. Esta página lee un documento XML en tu navegador y lo escribe como JSON con una correspondencia que la herramienta JSON a XML invierte.',
      ],
    },
    {
      heading: 'Reglas de correspondencia',
      items: [
        { title: 'Elementos', text: 'El elemento raíz es la única clave de nivel superior; un elemento con solo texto se convierte en cadena y un elemento vacío en "".' },
        { title: 'Atributos', text: 'Los atributos se convierten en claves con el prefijo @, como "@currency": "EUR"; los prefijos de namespace siguen formando parte del nombre.' },
        { title: 'Texto junto al marcado', text: 'Cuando un elemento tiene atributos o hijos, su texto va en "#text"; las secciones CDATA cuentan como texto.' },
        { title: 'Repetición', text: 'Los elementos hijos con el mismo nombre se convierten en un array, en el orden del documento.' },
        { title: 'Entidades', text: 'Se decodifican las cinco entidades XML y las referencias de carácter como &#233;.' },
      ],
    },
    {
      heading: 'De XML a JSON en cuatro pasos',
      layout: 'steps',
      items: [
        { text: 'Pega XML en el panel Entrada XML o suelta en él un archivo.' },
        { text: 'Activa Inferir tipos si los números y true/false deben pasar a ser valores JSON.' },
        { text: 'Haz clic en Convertir; un documento mal formado se informa con su línea y columna.' },
        { text: 'Copia el JSON o descarga converted.json.' },
      ],
    },
    {
      heading: 'Lo que se queda fuera',
      items: [
        { text: 'Los comentarios, las instrucciones de procesamiento y el DOCTYPE no son datos y se descartan, con una nota.' },
        { text: 'Si se alternan hijos de nombres distintos (a, b, a), cada nombre se agrupa, así que se pierde su intercalado.' },
        { text: 'El texto mixto alrededor de elementos hijos se recorta y se une en un solo valor #text.' },
        { text: 'Las entidades declaradas en una DTD no se expanden: el documento se rechaza indicando el nombre de la entidad.' },
      ],
    },
  ],
};
