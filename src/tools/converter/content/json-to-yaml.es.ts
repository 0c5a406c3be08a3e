import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to YAML page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'De JSON a YAML sin sorpresas',
      paragraphs: [
        'La configuración de Kubernetes, GitHub Actions, Ansible o Docker Compose se escribe en YAML, mientras que los datos suelen nacer como JSON de una API o de un script. Este conversor reescribe un documento JSON como YAML en estilo de bloque que, al leerlo, da exactamente los mismos datos.',
      ],
    },
    {
      heading: 'Reglas de conversión',
      items: [
        { title: 'Números exactos', text: 'Los números se copian tal como están escritos: 12345678901234567890 queda entero, 1.0 conserva su punto decimal y -0 su signo. Un conversor basado en JSON.parse redondearía cualquier entero por encima de 2^53.' },
        { title: 'Comillas cuidadosas', text: 'Las cadenas como "yes", "no", "on", "null", "1.5" o "2024-01-15" van entre comillas, para que ni un lector YAML 1.1 ni uno YAML 1.2 las convierta en booleanos, números o fechas.' },
        { title: 'Orden de las claves', text: 'Las claves aparecen en el orden del JSON, incluidas las que parecen números.' },
        { title: 'Contenedores vacíos', text: 'Los objetos y arrays vacíos se escriben como {} y [] para que conserven su tipo.' },
        { title: 'Claves duplicadas', text: 'YAML las prohíbe: gana el último valor, como en JSON.parse, y una nota bajo la salida indica cuántas se descartaron.' },
      ],
    },
    {
      heading: 'Cómo convertir',
      layout: 'steps',
      items: [
        { text: 'Pega JSON en el panel Entrada JSON, o abre o suelta un archivo .json.' },
        { text: 'Haz clic en Convertir o pulsa Ctrl+Intro; el JSON no válido se informa con su línea y columna.' },
        { text: 'Lee el YAML en el panel de salida, pliega secciones o busca en él con Buscar.' },
        { text: 'Copia el YAML o descárgalo como converted.yaml.' },
      ],
    },
    {
      heading: 'Conviene saber',
      items: [
        { text: 'La sangría es de dos espacios, con los guiones de las secuencias sangrados bajo su clave, el formato que aceptan la mayoría de los linters.' },
        { text: 'Las cadenas de varias líneas se escriben entre comillas dobles con escapes \\n, que todos los lectores YAML entienden igual.' },
        { text: 'Volver a convertir el YAML con la herramienta YAML a JSON devuelve el documento original, formateado.' },
        { text: 'Diez megabytes de JSON se convierten en un worker en segundo plano en más o menos un segundo; Cancelar lo detiene al instante.' },
      ],
    },
  ],
};
