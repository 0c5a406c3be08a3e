import type { LegalPage } from './privacy';

/** Textos de los términos del servicio. */
export const terms: LegalPage = {
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Aceptación',
      paragraphs: ['Al usar DevToolbox aceptas estos términos. Si no los aceptas, no uses el sitio.'],
    },
    {
      heading: 'El servicio',
      paragraphs: [
        'DevToolbox ofrece formateadores de código, comparadores, un generador de datos de prueba y un generador de JSON. Las herramientas son gratuitas y no requieren cuenta ni registro. Podemos cambiar, añadir o retirar herramientas, o dejar de ofrecer el servicio, en cualquier momento y sin previo aviso.',
      ],
    },
    {
      heading: 'Tu contenido',
      paragraphs: [
        'Eres responsable del contenido que pegas o abres en las herramientas y de asegurarte de que tienes permiso para usarlo. El contenido se procesa en tu navegador y no se nos envía ni lo guardamos; consulta la política de privacidad.',
        'También eres responsable de revisar el resultado antes de confiar en él, por ejemplo revisando el código formateado y ejecutando tus propias pruebas antes de desplegarlo.',
      ],
    },
    {
      heading: 'Datos de prueba generados',
      paragraphs: [
        'Los datos que producen el generador de datos de prueba y el generador de JSON, incluidos BSN, IBAN, números de pasaporte, direcciones y teléfonos, son ficticios. Están hechos para superar validaciones de formato y de suma de control en pruebas de software, no para representar a personas, cuentas o documentos reales.',
        'Como los valores son aleatorios, un valor generado puede coincidir por casualidad con un identificador, una cuenta, un teléfono o una dirección reales. Solo puedes usar los datos generados para desarrollo, pruebas, demostraciones y formación. No debes usarlos para cometer fraude, suplantar a nadie, abrir cuentas, hacer o pedir pagos, contactar con el titular de un número que coincida ni engañar a ninguna persona o sistema de verificación de identidad.',
      ],
    },
    {
      heading: 'Uso aceptable',
      paragraphs: [
        'No uses el sitio de forma que lo perjudique a él o a otros usuarios, como peticiones masivas automatizadas o intentos de saltarse su seguridad. No uses las herramientas para nada que sea ilegal donde te encuentres.',
      ],
    },
    {
      heading: 'Sin garantía',
      paragraphs: [
        'El sitio y todas las herramientas se ofrecen «tal cual» y «según disponibilidad», sin garantía de ningún tipo, expresa ni implícita, incluidas las garantías de exactitud, idoneidad para un fin concreto y no infracción. El código formateado, los resultados de las comparaciones y los datos generados pueden contener errores.',
      ],
    },
    {
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'En la medida en que lo permita la ley, los operadores de DevToolbox no son responsables de ningún daño o pérdida derivados del uso o de la imposibilidad de usar el sitio o sus resultados, incluida la pérdida de datos, el lucro cesante o los despliegues defectuosos.',
      ],
    },
    {
      heading: 'Software de terceros',
      paragraphs: [
        'Las herramientas ejecutan software de código abierto como Prettier y sus plugins, sql-formatter, Ruff y clang-format, cada uno con su propia licencia. Los nombres de esos proyectos pertenecen a sus respectivos titulares.',
      ],
    },
    {
      heading: 'Cambios en estos términos',
      paragraphs: ['Podemos actualizar estos términos. La fecha de arriba indica cuándo cambiaron por última vez; seguir usando el sitio tras un cambio significa que aceptas los términos actualizados.'],
    },
    {
      heading: 'Contacto',
      paragraphs: ['Puedes enviar tus preguntas sobre estos términos a la dirección de contacto del pie de página o mediante el formulario de comentarios.'],
    },
  ],
};
