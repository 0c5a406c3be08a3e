import type { LegalPage } from './privacy';

/** Textos de la política de privacidad. */
export const privacy: LegalPage = {
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Resumen',
      paragraphs: [
        'DevToolbox procesa todo lo que pegas, escribes o abres en sus herramientas dentro de tu propio navegador. Nada de lo que introduces se nos envía a nosotros ni a nadie, y nada se guarda en un servidor. No necesitas cuenta y no te preguntamos quién eres.',
      ],
    },
    {
      heading: 'Contenido que pegas o abres',
      paragraphs: [
        'Todo el procesamiento del contenido que pegas en una herramienta o abres desde un archivo ocurre en tu navegador: formateo, validación, comparación, exportación a PDF y generación de datos de prueba y registros JSON. Los archivos que abres los lee tu navegador de forma local y no se suben.',
        'Nada de lo que pegas se envía por la red. Los formateadores guardan tu última entrada en tu propio dispositivo para que siga ahí tras recargar (consulta «Almacenamiento en tu dispositivo»); las demás herramientas no guardan nada: al cerrar o recargar su página, el contenido desaparece, salvo que lo hayas copiado o descargado tú.',
      ],
    },
    {
      heading: 'Aplicación instalada',
      paragraphs: [
        'Tu navegador puede ofrecerte instalar DevToolbox como aplicación. Una vez instalada, puede abrir archivos de tu ordenador en la herramienta correspondiente, por ejemplo un archivo .json en el formateador de JSON: el navegador entrega el archivo a la página, que lo lee en tu dispositivo exactamente igual que Abrir archivo. No se sube nada.',
        'El texto que compartes con la aplicación instalada desde otra aplicación lo recibe el propio service worker del sitio en tu dispositivo, que lo guarda en el almacenamiento de caché (cache storage) de tu navegador solo hasta que la página de la herramienta lo abre, y luego lo borra. Nunca forma parte de una dirección ni se envía a un servidor. Instalar la aplicación no añade seguimiento ni peticiones a otros orígenes.',
      ],
    },
    {
      heading: 'Peticiones de red',
      paragraphs: [
        'Por defecto, el sitio no envía analítica, informes de errores ni datos de rendimiento, y no hace peticiones a otros orígenes. Las fuentes se alojan en el propio sitio, y los motores de formateo se cargan desde el mismo sitio que las páginas.',
        'Como en cualquier sitio web, el servidor que entrega las páginas recibe los datos técnicos habituales de la petición, como tu dirección IP, el tipo de navegador y la página solicitada, para poder enviarte la página. El contenido que pegas o abres en las herramientas nunca forma parte de estas peticiones.',
        'Quien gestione esta copia del sitio puede colocar un archivo de ajustes (config.json) junto a sus páginas; cada página lo lee entonces desde el mismo sitio al cargarse. Solo contiene las decisiones de ese operador: herramientas que ocultar, una dirección de contacto y un aviso para la página de inicio. La petición no lleva nada sobre ti ni sobre lo que introduces, y tras tu primera visita se guarda una copia con los archivos sin conexión del sitio.',
      ],
    },
    {
      heading: 'Analítica e informes de errores opcionales',
      paragraphs: [
        'Quien opera un despliegue de DevToolbox puede activar, al compilarlo, cualquiera de estas funciones: analítica de páginas (páginas vistas, con la dirección IP anonimizada), eventos de uso de las herramientas (por ejemplo, que se inició o terminó un formateo), informes de errores y métricas de rendimiento como los tiempos de carga de las páginas.',
        'Estos eventos nunca contienen lo que introduces: ni código pegado, ni valores generados, ni contenido de archivos. Si están activados, se envían al servicio de analítica o de informes de errores que el operador haya configurado, que los trata según sus propias condiciones y puede usar cookies.',
      ],
    },
    {
      heading: 'Comentarios',
      paragraphs: [
        'Si el despliegue tiene configurado un punto de recepción de comentarios, el formulario envía el nombre, la dirección de correo electrónico y el mensaje que escribes, y nada más, para que podamos leerlo y responder. Si no hay ninguno configurado, el formulario abre tu propio cliente de correo y no se envía nada hasta que tú envías el correo.',
      ],
    },
    {
      heading: 'Almacenamiento en tu dispositivo',
      paragraphs: [
        'Tu preferencia de tema y los ajustes de las herramientas se guardan en el localStorage de tu navegador, en tu dispositivo, para que sigan ahí en tu próxima visita: la preferencia de tema, el idioma que elegiste (en el menú de idioma o en la oferta de cambiar), las opciones de comparación (ignorar espacios, mayúsculas y orden de claves; resaltar palabras o caracteres; vista, disposición y líneas de contexto), el esquema del generador de JSON, las opciones de formato de cada lenguaje (sangría, ancho de línea, minificar, ordenar claves, dialecto SQL), el ajuste de formatear al pegar y los ajustes de vista de la salida del formateador (ajuste de línea, colores de sintaxis). Nunca se envían a ningún sitio. Por defecto, el sitio no instala cookies.',
        'Cada formateador guarda también la última entrada, en la base de datos IndexedDB «devtoolbox» de tu navegador, en tu dispositivo: la última entrada de cada formateador, hasta 5 MB cada una, con el nombre de la herramienta, hasta que pulsas Borrar. Las entradas de más de 5 MB no se guardan, y la página lo indica. Este texto nunca se envía a ningún sitio. El botón Borrar del formateador vacía la entrada y elimina su copia guardada y las opciones de ese lenguaje.',
        'Puedes eliminar en cualquier momento todo lo que guarda el sitio borrando los datos de este sitio en los ajustes de tu navegador.',
        'Para que las herramientas funcionen también sin conexión, tras tu primera visita el sitio guarda una copia de sus propias páginas y motores de formateo en el almacenamiento de caché (cache storage) de tu navegador. Esa copia solo contiene los archivos del sitio (y, por un momento, el texto que compartes con la aplicación instalada; consulta «Aplicación instalada»), nunca nada de lo que introduces en una herramienta, y se elimina con el resto de los datos de este sitio.',
      ],
    },
    {
      heading: 'Enlaces para compartir',
      paragraphs: [
        'Un enlace para compartir del generador de JSON lleva la lista de campos (nombres, tipos y opciones) en la parte de la dirección después de #, que los navegadores no envían a ningún servidor, y no se guarda nada por nuestra parte. Cualquiera a quien des el enlace puede leer esa lista de campos.',
        'Un enlace para compartir de un formateador lleva tu entrada (comprimida, no cifrada) y las opciones de ese lenguaje en la misma parte de la dirección después de #, así que la entrada nunca llega a ningún servidor, tampoco al nuestro; los enlaces están limitados a 64 KB. Cualquiera a quien des el enlace puede leer la entrada, y esta queda en el historial del navegador de quien lo abra.',
      ],
    },
    {
      heading: 'Portapapeles',
      paragraphs: [
        'El sitio solo escribe en tu portapapeles cuando tú lo pides: cuando pulsas un botón de copiar o cuando generas un valor de prueba, que se copia automáticamente.',
      ],
    },
    {
      heading: 'Menores',
      paragraphs: ['DevToolbox es una herramienta para desarrolladores y testers y no está dirigida a menores. Como no recogemos ningún dato personal a través de las herramientas, tampoco tenemos ninguno de menores.'],
    },
    {
      heading: 'Cambios en esta política',
      paragraphs: [
        'Si cambia la forma en que el sitio trata los datos, esta página se actualizará y cambiará la fecha de arriba. Cualquier nuevo tipo de dato que se envíe se describirá aquí.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: ['Puedes enviar tus preguntas sobre privacidad a la dirección de contacto del pie de página o mediante el formulario de comentarios.'],
    },
  ],
};
