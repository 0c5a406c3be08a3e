import type { ToolContent } from '../../content/types';

/** Static text of the JSON Schema Validator page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Comprueba el JSON con su contrato',
      paragraphs: [
        'Un JSON Schema establece cómo debe ser un documento: qué propiedades son obligatorias, sus tipos, los valores y formatos permitidos. Validar una carga de API, un archivo de configuración o un fixture de pruebas con su esquema detecta los errores antes que un servidor o un despliegue.',
      ],
    },
    {
      heading: 'Qué informa el validador',
      items: [
        { title: 'Cada error', text: 'La validación no se detiene en el primer problema; se listan todos, incluidas las palabras clave padre (properties, items) que fallaron porque falló un hijo.' },
        { title: 'Ruta de la instancia', text: 'Un JSON Pointer como /lines/1/qty nombra el valor que falló; / es el documento entero.' },
        { title: 'Palabra clave y mensaje', text: 'La palabra clave del esquema que rechazó el valor (type, required, minimum, enum…) y un mensaje que dice por qué.' },
        { title: 'Ubicación', text: 'Línea y columna de la propiedad o del elemento; al hacer clic en el error, el cursor va a ese punto del editor del documento.' },
      ],
    },
    {
      heading: 'Validar un documento',
      layout: 'steps',
      items: [
        { text: 'Pega el JSON en el editor Documento JSON y el esquema en el editor JSON Schema.' },
        { text: 'Deja el draft en «Según $schema» o elige tú draft 2020-12 o draft-07.' },
        { text: 'Haz clic en Validar o pulsa Ctrl+Intro en cualquiera de los dos editores.' },
        { text: 'Recorre la lista haciendo clic en cada error para ir a él; cuando no queda ninguno, la página dice «El documento es válido según el esquema.»' },
      ],
    },
    {
      heading: 'Detalles',
      items: [
        { text: 'El motor es @cfworker/json-schema, que interpreta los esquemas en lugar de compilarlos a código, así que funciona con la Content-Security-Policy estricta de la página.' },
        { text: 'Se admiten $ref a definiciones, $defs y anclas dentro del mismo esquema; las referencias a otros archivos no se descargan.' },
        { text: 'La palabra clave format se comprueba para formatos habituales como email, date-time, uri y uuid.' },
        { text: 'Los números se comparan como números de JavaScript, así que los enteros por encima de 2^53 pierden precisión durante la validación.' },
      ],
    },
  ],
};
