import type { ToolContent } from '../../content/types';

/** Static text of the JSON Query page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Hazle una pregunta a un documento JSON',
      paragraphs: [
        'Una respuesta de API o una exportación de logs rara vez hay que leerla entera: quieres las direcciones de correo de los usuarios de más de 30 años, o el total de las líneas de un pedido. jq responde a esas preguntas en una línea y es lo que usa la mayoría de los desarrolladores en la línea de comandos; JSONPath (RFC 9535) es la forma estándar de señalar valores dentro de un documento, usada por herramientas de pruebas de API y muchas bibliotecas.',
      ],
    },
    {
      heading: 'Qué obtienes',
      items: [
        { title: 'El jq real', text: 'jq 1.7.1 compilado a WebAssembly se ejecuta en un worker en segundo plano: cada filtro y cada función funcionan como en la línea de comandos, incluidos reduce, group_by y @csv.' },
        { title: 'Opciones de jq', text: 'Compacto (-c) escribe un valor por línea, Cadenas sin comillas (-r) escribe las cadenas sin comillas, Slurp (-s) lee antes todos los valores de la entrada en un array, y Ordenar claves (-S) ordena las claves de los objetos en la salida.' },
        { title: 'Los errores del propio jq', text: 'Un filtro que no compila, o que falla con los datos, muestra el mensaje de jq tal como lo imprime la línea de comandos.' },
        { title: 'JSONPath con rutas', text: 'Las coincidencias de una consulta JSONPath como array JSON y, debajo, la ruta normalizada de cada coincidencia, como $[\'users\'][0][\'email\'], para copiarla en código o pruebas.' },
        { title: 'Resultados mientras escribes', text: 'La consulta se ejecuta un momento después de que dejas de escribir; Intro la ejecuta al instante, y una consulta larga se puede cancelar.' },
      ],
    },
    {
      heading: 'Consultar un documento',
      layout: 'steps',
      items: [
        { text: 'Pega el JSON en el editor Entrada JSON, abre un archivo o suéltalo sobre el editor.' },
        { text: 'Elige jq o JSONPath y escribe el filtro o la consulta; para jq, marca las opciones que pasarías en la línea de comandos.' },
        { text: 'Copiar resultado o Descargar resultado guarda la salida exactamente como la imprime jq.' },
        { text: 'El formateador de JSON tiene el mismo panel de consulta bajo su salida, para el documento que acabas de formatear.' },
      ],
    },
    {
      heading: 'Detalles',
      items: [
        { text: 'Varios valores JSON seguidos (como en los logs NDJSON) jq los lee uno a uno, o en un array con Slurp; JSONPath necesita un solo documento.' },
        { text: 'jq calcula con números de doble precisión: los números que solo deja pasar conservan sus dígitos, pero la aritmética y las comparaciones con números por encima de 2^53 pierden precisión, igual que en la línea de comandos.' },
        { text: 'Los resultados de JSONPath conservan cada número exactamente como está escrito, ya que se copian del documento; las comparaciones de los filtros como ?@.price < 10 usan números de doble precisión.' },
        { text: 'El motor de jq (alrededor de 1,3 MB) se descarga la primera vez que ejecutas un filtro jq; nada de lo que pegas se envía a ninguna parte.' },
      ],
    },
  ],
};
