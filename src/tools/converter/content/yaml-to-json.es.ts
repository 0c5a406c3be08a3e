import type { ToolContent } from '../../../content/types';

/** Static text of the YAML to JSON page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Leer YAML como JSON',
      paragraphs: [
        'Muchas herramientas solo aceptan JSON: un validador de esquemas, jq, un cliente HTTP, un cargador de fixtures de test. Esta página lee un archivo YAML con el esquema core de YAML 1.2 y escribe los mismos datos como JSON sangrado, conservando el orden de las claves y los dígitos exactos de los números grandes.',
      ],
    },
    {
      heading: 'Cómo se lee el YAML',
      items: [
        { title: 'Anclas y alias', text: 'Cada *alias se sustituye por una copia del nodo que nombra su &ancla; un nodo que se refiere a sí mismo se rechaza, porque JSON no puede expresar un ciclo.' },
        { title: 'Claves de fusión', text: '<<: *defaults copia las claves del mapeo fusionado, y las claves escritas junto a él tienen prioridad, como espera Docker Compose.' },
        { title: 'Tipos de YAML 1.2', text: 'yes, on y 2024-01-15 siguen siendo cadenas; true, false, null, ~ y números como 0x1F o 1e3 pasan a ser valores JSON.' },
        { title: 'Enteros grandes', text: 'Un entero como 123456789012345678901 se escribe con todos sus dígitos en lugar de redondearse.' },
        { title: 'Varios documentos', text: 'Un archivo con separadores --- se convierte en un array JSON de sus documentos, y una nota lo indica.' },
      ],
    },
    {
      heading: 'Pasos',
      layout: 'steps',
      items: [
        { text: 'Pega YAML en el panel Entrada YAML o suelta en él un archivo .yaml o .yml.' },
        { text: 'Haz clic en Convertir; un error de sintaxis indica la línea y la columna donde se detuvo la lectura.' },
        { text: 'Revisa las notas bajo la salida por si hay algo que JSON no pudo contener.' },
        { text: 'Copia el JSON o descárgalo como converted.json.' },
      ],
    },
    {
      heading: 'Lo que JSON no puede contener',
      items: [
        { text: '.inf, -.inf y .nan no tienen forma en JSON y se escriben como null, cada uno indicado en una nota.' },
        { text: 'Una clave de mapeo que es a su vez una lista o un mapeo se convierte en el texto JSON de esa clave.' },
        { text: 'Los comentarios y la elección entre estilo de bloque o de flujo son formato, no datos, y no se conservan.' },
        { text: 'Las etiquetas propias como !Ref se rechazan con un mensaje en lugar de adivinarse.' },
      ],
    },
  ],
};
