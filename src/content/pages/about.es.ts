import type { AboutContent } from './about';

/** Textos de la página Acerca de. */
export const about: AboutContent = {
  story: [
    'DevToolbox existe porque la forma más rápida de formatear una respuesta JSON o comparar dos archivos de configuración solía ser un sitio web que sube todo lo que pegas. Con payloads de API, datos de clientes o configuración interna, es un riesgo que muchos equipos no pueden aceptar.',
    'Por eso aquí cada herramienta funciona en tu navegador. Formateadores, comparaciones y generadores trabajan en workers en segundo plano de la página, y lo que pegas nunca se envía a un servidor ni se guarda.',
    'Las herramientas están hechas para desarrolladores y testers de QA que necesitan resultados correctos: formateadores que son los motores reales de los editores y de la CI, comparaciones que ignoran el ruido de formato y datos de prueba que superan la misma validación que los datos de producción.',
  ],
  features: [
    {
      title: 'Formateadores de código',
      text: 'Trece lenguajes, desde JSON sin pérdidas y XML al estilo de xmllint hasta Prettier, sql-formatter con diez dialectos, Ruff para Python y clang-format para C++.',
    },
    {
      title: 'Comparadores',
      text: 'Diffs lado a lado para JSON, XML, HTML, CSS y texto plano, con resaltado a nivel de carácter, navegación con el teclado y exportación completa a PDF.',
    },
    {
      title: 'Datos de prueba',
      text: 'BSN, IBAN, números de pasaporte, direcciones y teléfonos válidos para 36 países europeos, y un generador de JSON de hasta 10.000 registros.',
    },
  ],
  principles: [
    { title: 'Lo que introduces es tuyo', text: 'Nada de lo que pegas o abres sale de tu navegador. Por defecto, el sitio no contacta con ningún otro origen, y las fuentes se alojan en el propio sitio.' },
    { title: 'Primero correcto, luego cómodo', text: 'El resultado tiene que superar un validador real: el JSON conserva exactos los números grandes, los BSN superan la prueba del 11 y los IBAN el mod 97.' },
    { title: 'Motores reales, no aproximaciones', text: 'Cuando un lenguaje tiene un formateador muy usado, ejecutamos ese formateador en lugar de reindentar el texto nosotros.' },
    { title: 'Gratis y anónimo', text: 'Sin cuentas, sin registro, sin plan de pago.' },
    { title: 'Las entradas grandes son lo normal', text: 'Los archivos de muchos megabytes se procesan fuera del hilo principal, así que la página sigue respondiendo mientras se formatean o comparan.' },
  ],
};
