import type { ToolContent } from '../../../content/types';

/** Texto de la página del generador de datos de prueba. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Ventajas',
      items: [
        { title: 'Aceptados por validadores reales', text: 'Los valores superan las comprobaciones de los sistemas en producción, como la prueba del 11, el mod 97 y las reglas de los planes de numeración, así que formularios y API los aceptan.' },
        { title: 'Sin datos personales reales', text: 'Los valores generados sustituyen a las copias de datos de clientes en los entornos de prueba.' },
        { title: 'Un clic por valor', text: 'Cada valor se copia en tu portapapeles en cuanto se genera.' },
        { title: 'Privado', text: 'Todo se genera en tu navegador; no se envía ni se guarda nada.' },
      ],
    },
    {
      heading: 'Funciones',
      items: [
        { text: '36 países: los 27 Estados miembros de la UE más Reino Unido, Noruega, Suiza, Islandia, Liechtenstein, Mónaco, Andorra, San Marino y la Ciudad del Vaticano.' },
        { text: 'Datos de referencia por país: códigos de banco, longitudes de IBAN, patrones de teléfono y pasaporte, nombres de calles, ciudades y formatos de código postal.' },
        { text: 'Un valor nuevo en cada clic; antes se borra el resultado anterior.' },
        { text: 'Países Bajos está seleccionado por defecto: es el único país con botón de BSN.' },
      ],
    },
    {
      heading: 'Tipos de datos y reglas de validación',
      items: [
        { title: 'BSN', text: 'El número de servicio al ciudadano neerlandés: nueve dígitos que superan la prueba del 11, 9×d1 + 8×d2 + … + 2×d8 − d9 divisible entre 11.' },
        {
          title: 'IBAN',
          text: 'Código de país, dígitos de control que cumplen el mod 97, un código de banco real y dígitos de control nacionales donde el país los tiene (Bélgica, Francia, España, Italia).',
        },
        { title: 'Pasaporte', text: 'Un número de documento con el formato del país, como nueve letras y dígitos para Países Bajos (nunca la letra O).' },
        { title: 'Dirección', text: 'Calle, número (de 1 a 150) y una ciudad real con un código postal de esa ciudad, con la disposición del país.' },
        { title: 'Teléfono', text: 'Formato internacional con + y el prefijo del país, válido en el plan de numeración nacional.' },
        {
          title: 'Empresa',
          text: 'Un nombre con su forma jurídica (GmbH, SARL, Oy), números de IVA y de registro válidos, dominio a juego, dirección e IBAN.',
        },
        {
          title: 'Descargar en un archivo',
          text: 'Personas, empresas o valores sueltos: hasta 1.000.000 de filas en CSV, JSON, NDJSON o SQL.',
        },
      ],
    },
    {
      heading: 'Buenas prácticas',
      items: [
        { text: 'Usa los valores solo en sistemas de desarrollo y de prueba; son ficticios y no deben usarse para identificar a nadie ni para pagar.' },
        { text: 'Un número válido al azar puede coincidir con una cuenta, un teléfono o un BSN reales: nunca envíes dinero, llamadas ni cartas a él.' },
        { text: 'Prueba también el caso negativo: cambia un dígito y comprueba que tu validador rechaza el valor.' },
        { text: 'Prueba con varios países para detectar validaciones que asumen sin decirlo un único formato nacional.' },
      ],
    },
    {
      heading: 'Casos de uso',
      items: [
        { text: 'Rellenar formularios de registro, alta y pago durante las pruebas manuales.' },
        { text: 'Generar fixtures para pruebas de Playwright, Cypress o de API.' },
        { text: 'Comprobar la validación de IBAN en flujos de pagos y adeudos directos SEPA.' },
        { text: 'Revisar cómo trata la interfaz las direcciones extranjeras, los nombres de ciudad largos y los formatos de teléfono.' },
      ],
    },
  ],
};
