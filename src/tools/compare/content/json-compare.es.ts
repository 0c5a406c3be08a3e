import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Compare page, in Spanish. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Cómo funciona el comparador JSON',
      paragraphs: [
        'Dos documentos JSON pueden tener el mismo contenido y aspecto completamente distinto: uno minificado y otro sangrado con tabuladores. Por eso el comparador JSON analiza ambas entradas y las vuelve a escribir con la misma sangría de 2 espacios antes de compararlas, de modo que el formato por sí solo nunca cuenta como diferencia. Si alguno de los lados no es JSON válido, el error nombra el problema en lugar de producir un diff engañoso.',
        'Después, los documentos normalizados se comparan línea por línea. Las líneas sin cambios quedan lado a lado. Cuando una línea eliminada y otra añadida más adelante comparten más de la mitad de sus caracteres, se muestran en una fila como modificadas, con los caracteres cambiados resaltados en cada lado. Cualquier otra línea aparece como eliminada a la izquierda o añadida a la derecha, frente a una fila vacía.',
      ],
    },
    {
      heading: 'Opciones',
      items: [
        { title: 'Ignorar el orden de las claves', text: 'Ordena las claves de los objetos en ambos lados antes de comparar, para serializadores que emiten las propiedades en orden variable. El orden de los arrays sigue contando.' },
        { title: 'Ignorar espacios en blanco', text: 'Las diferencias en la cantidad de espacios, como dobles espacios dentro de un valor de cadena, dejan de contar.' },
        { title: 'Ignorar mayúsculas y minúsculas', text: 'Trata «Active» y «active» como iguales, tanto en claves como en valores.' },
        { title: 'Vista de contexto', text: 'Oculta los tramos largos de líneas sin cambios y deja tres líneas alrededor de cada cambio, lo que ayuda con payloads grandes.' },
      ],
    },
    {
      heading: 'Leer y exportar el resultado',
      items: [
        { text: 'La insignia muestra el número de diferencias: cada fila que no está sin cambios cuenta una vez.' },
        { text: 'Pulsa n y p para saltar a la diferencia siguiente y a la anterior.' },
        { text: 'Exportar PDF escribe el diff completo, cada fila de ambos lados, como texto con búsqueda en tantas páginas como haga falta.' },
        { text: 'Editar entrada recupera las dos áreas de texto con tus documentos, listas para otra comparación.' },
      ],
    },
    {
      heading: 'Usos habituales',
      items: [
        { text: 'Comparar una respuesta de API con el payload esperado de un test de contrato.' },
        { text: 'Detectar qué cambió entre dos versiones de un archivo de configuración o de feature flags.' },
        { text: 'Comprobar una respuesta antes y después de un despliegue o de actualizar una biblioteca.' },
        { text: 'Adjuntar un PDF con las diferencias a un informe de error.' },
      ],
    },
  ],
};
