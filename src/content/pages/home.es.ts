import type { HomeContent } from './home';

/** Textos de la página de inicio. */
export const home: HomeContent = {
  heroTitle: 'Herramientas para desarrolladores que funcionan en tu navegador',
  heroSubtitle:
    'Formatea código en 13 lenguajes, compara JSON, XML, HTML, CSS y texto, y genera datos de prueba válidos para 36 países europeos. Gratis, sin registro, y nada de lo que pegas sale de tu dispositivo.',
  benefits: [
    {
      title: 'Tus datos se quedan en tu dispositivo',
      text: 'Formatear, comparar y generar ocurre por completo en tu navegador. Nada de lo que pegas o abres se sube ni se guarda.',
    },
    {
      title: 'Formateadores de verdad',
      text: 'Prettier, sql-formatter, Ruff, clang-format y un formateador JSON sin pérdidas: los mismos motores que los desarrolladores usan en local y en CI.',
    },
    {
      title: 'Datos de prueba que pasan la validación',
      text: 'Los BSN superan la prueba del 11, los IBAN usan códigos de banco reales y dígitos de control correctos, y los teléfonos encajan en el plan de numeración nacional.',
    },
    {
      title: 'Gratis, sin cuenta',
      text: 'Todas las herramientas son gratuitas. Sin registro, sin inicio de sesión y sin cuota de uso.',
    },
  ],
  faq: [
    {
      q: '¿DevToolbox es gratis?',
      a: 'Sí. Todas las herramientas son gratuitas, no hay que crear ninguna cuenta y no hay límite de uso.',
    },
    {
      q: '¿Se envían mis datos a algún sitio?',
      a: 'No. Todo lo que pegas o abres se procesa en tu navegador, en workers en segundo plano de esta página. No se envía a ningún servidor; los formateadores guardan tu última entrada solo en tu propio dispositivo, hasta que pulsas Borrar. Por defecto, el sitio no hace ninguna petición a otros orígenes; la política de privacidad da los detalles.',
    },
    {
      q: '¿Qué tamaño pueden tener mis archivos?',
      a: 'Los editores admiten hasta 50 MB, y un documento JSON de 10 MB se formatea en más o menos un segundo. Los archivos JSON y XML de hasta 2 GB se abren en los formateadores de JSON y XML, formateados al momento, y la comparación de texto compara archivos de hasta 2 GB cada uno: ambos leen el archivo por partes, así que la página sigue respondiendo. Un pegado de más de 50 MB sigue el mismo camino en esas herramientas. Las entradas muy grandes en los lenguajes basados en Prettier tardan más, porque esos formateadores construyen un árbol sintáctico completo.',
    },
    {
      q: '¿Qué lenguajes puedo formatear?',
      a: 'JSON, XML, HTML, CSS, SQL (diez dialectos, entre ellos PostgreSQL, MySQL, T-SQL y PL/SQL), JavaScript, TypeScript, Python, Java, C++, Markdown, PHP y YAML.',
    },
    {
      q: '¿Los IBAN generados son cuentas bancarias reales?',
      a: 'No. Tienen una estructura válida, un código de banco real y dígitos de control correctos, así que los validadores los aceptan, pero el número de cuenta es aleatorio. Como un número aleatorio puede coincidir por casualidad con una cuenta existente, no uses nunca uno para un pago real.',
    },
    {
      q: '¿Funciona sin conexión?',
      a: 'Sí, después de tu primera visita. La primera visita necesita conexión; una vez cargada la página, tu navegador guarda una copia de cada página y de cada motor de formateo, así que todas las herramientas siguen funcionando sin conexión. Cuando vuelves a estar en línea, se usa la versión más reciente.',
    },
    {
      q: '¿Cómo funciona la comparación?',
      a: 'Las dos entradas se normalizan primero según su tipo (el JSON se vuelve a escribir con la misma sangría; XML, HTML y CSS se formatean de la misma manera) y después se comparan línea a línea. Las líneas parecidas, con más de la mitad de sus caracteres en común, se muestran como modificadas, con los caracteres cambiados resaltados. Puedes ignorar los espacios, las mayúsculas o el orden de las claves JSON, y exportar el resultado completo en PDF.',
    },
    {
      q: '¿Qué ajustes de formato se usan?',
      a: 'Valores por defecto fijos y muy extendidos: dos espacios para JSON, XML y YAML, el estilo de Prettier con comillas simples y punto y coma para JavaScript y TypeScript, palabras clave en mayúsculas para SQL, el estilo de Ruff compatible con Black para Python y el estilo LLVM para C++.',
    },
  ],
  sectionIntros: {
    data: 'Genera datos de prueba ficticios que superan una validación real, o crea miles de registros JSON ficticios a partir de tu propio esquema.',
    formatters: 'Pega código, pulsa Formatear y obtén un resultado coherente y validado, con errores que señalan la línea que hay que corregir.',
    compare: 'Compara dos versiones lado a lado tras normalizar su formato, con los caracteres cambiados resaltados y exportación completa a PDF.',
    convert: 'Convierte entre JSON, YAML, CSV y XML conservando cada dígito de cada número, con un aviso de todo lo que el formato de destino no puede contener.',
  },
};
