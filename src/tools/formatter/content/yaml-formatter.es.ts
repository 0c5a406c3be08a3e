import type { ToolContent } from '../../../content/types';

/** Static text of the YAML Formatter page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Por qué importa formatear YAML',
      paragraphs: [
        'En YAML, la sangría es la estructura. Una clave con dos espacios de más pasa sin avisar a otro padre, y las tabulaciones directamente no se permiten para sangrar. Los manifiestos de Kubernetes, los pipelines de CI y los archivos de Compose fallan entonces de forma confusa, así que un formato coherente y una comprobación temprana de la sintaxis ahorran tiempo real de depuración.',
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { title: 'Prettier para YAML', text: 'Los documentos se vuelven a escribir con sangría de 2 espacios y un espaciado coherente tras los dos puntos y los guiones de secuencia.' },
        { title: 'No se pierde nada', text: 'Los comentarios, anclas (&), alias (*), claves de fusión (<<) y escalares de bloque (| y >) quedan tal como se escribieron.' },
        { title: 'Archivos con varios documentos', text: 'Varios documentos separados por --- siguen separados, como en un único archivo de manifiestos de Kubernetes.' },
        { title: 'Errores de sintaxis localizados', text: 'La sangría incorrecta, las comillas sin cerrar y los mapeos no válidos se indican con su posición.' },
      ],
    },
    {
      heading: 'Cómo funciona',
      layout: 'steps',
      items: [
        { text: 'Pega uno o varios documentos YAML en Código de entrada.' },
        { text: 'Haz clic en Formatear código. El YAML se analiza con sus comentarios unidos a los nodos cercanos.' },
        { text: 'Prettier escribe cada documento con una sangría uniforme.' },
        { text: 'Copia el resultado o contrae mapeos y secuencias para comprobar el anidamiento.' },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Pon entre comillas valores como no, yes, on, off, 1.10 o 010: los parsers de YAML 1.1 los leen como booleanos o números (el «problema de Noruega», en el que NO se convierte en false).' },
        { text: 'Mantén únicas las claves de cada mapeo; muchos parsers solo conservan el último valor sin avisar.' },
        { text: 'Usa anclas y alias para reutilizar bloques repetidos, pero mantenlos cerca para que se puedan seguir.' },
        { text: 'Valida también contra un esquema, por ejemplo con kubeconform para Kubernetes o con el JSON Schema de tu sistema de CI.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Revisar manifiestos de Kubernetes y archivos de values de Helm.' },
        { text: 'Arreglar pipelines de GitHub Actions y GitLab CI tras un error de sangría.' },
        { text: 'Ordenar archivos de Docker Compose y playbooks de Ansible.' },
        { text: 'Leer especificaciones OpenAPI largas.' },
      ],
    },
  ],
};
