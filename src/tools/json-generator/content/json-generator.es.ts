import type { ToolContent } from '../../../content/types';

/** Texto de la página del generador de JSON. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Funciones',
      items: [
        { title: 'Hasta 10.000 registros', text: 'Generados en un worker en segundo plano con indicador de progreso y mostrados en una lista virtualizada que sigue siendo rápida con cualquier tamaño.' },
        { title: 'Cuatro formatos de exportación', text: 'Exporta los registros como JSON, NDJSON (un registro por línea), CSV con los campos anidados aplanados en columnas con puntos o sentencias SQL INSERT.' },
        { title: 'Semillas', text: 'La misma semilla y el mismo esquema producen siempre los mismos registros, así que un conjunto de datos de prueba se puede recrear exactamente.' },
        { title: 'Enlaces para compartir', text: 'Un enlace lleva tu lista de campos en su fragmento #, para que un compañero abra el mismo esquema; no se guarda nada en ningún servidor.' },
        { title: 'Esquema recordado', text: 'Tu esquema, el número de registros y la semilla se guardan en el almacenamiento local de tu navegador para tu próxima visita; los registros generados, no.' },
      ],
    },
    {
      heading: 'Tipos de campo',
      paragraphs: ['Cada campo tiene un nombre y uno de 24 tipos. Las opciones avanzadas afinan los valores.'],
      items: [
        { title: 'Texto e identidad', text: 'Cadena, Nombre, Correo electrónico, Teléfono y UUID.' },
        { title: 'Números e indicadores', text: 'Número, con mínimo y máximo (de 18 a 100 por defecto), y Booleano.' },
        { title: 'Lugares e identificadores europeos', text: 'Dirección, Ciudad, País, IBAN, número de identificación nacional, número de IVA y BSN para 36 países europeos, con dígitos de control válidos. Dentro de un registro coinciden con el país del registro; la opción País fija el país de un campo.' },
        { title: 'Fecha y hora', text: 'Fecha (AAAA-MM-DD), Hora (HH:MM:SS) y Fecha y hora (ISO 8601).' },
        { title: 'Web', text: 'URL, Dirección IP y Color.' },
        { title: 'Estructura', text: 'Array, con un número de elementos (3 por defecto), y Objeto, con sus propios campos anidados.' },
        { title: 'Restricciones', text: 'Enum, que elige de una lista separada por comas (A, B, C por defecto), y Regex, que produce cadenas que cumplen tu patrón.' },
      ],
    },
    {
      heading: 'Plantillas',
      items: [
        { title: 'Personalizada', text: 'Empieza con id, name, age, email e isActive y crea la tuya.' },
        { title: 'Perfil de usuario', text: 'Nombres, datos de contacto, dirección, país, fecha de creación y un indicador de actividad.' },
        { title: 'Catálogo de productos', text: 'Precio, categoría como enum, etiquetas, especificaciones anidadas y estado del stock.' },
        { title: 'Detalles del pedido', text: 'Líneas con cantidades y precios, total, estado y dirección de envío.' },
        { title: 'Entrada de blog', text: 'Título, contenido, autor, etiquetas, comentarios y datos de publicación.' },
      ],
    },
    {
      heading: 'Consejos',
      items: [
        { text: 'Elegir una plantilla sustituye toda la lista de campos, así que guarda antes tu esquema con un enlace para compartir.' },
        { text: 'Usa Enum para los campos de estado, para que cada registro tenga un valor que tu aplicación acepte.' },
        { text: 'Pon valores realistas en mínimo y máximo, como un precio entre 1 y 1000, para que los datos se parezcan a los de producción.' },
        { text: 'Usa NDJSON para importaciones en streaming y API de carga masiva, y SQL para poblar una base de datos local.' },
        { text: 'Fija la semilla en las pruebas automatizadas para poder reproducir los fallos.' },
      ],
    },
  ],
};
