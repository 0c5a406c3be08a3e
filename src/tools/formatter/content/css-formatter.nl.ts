import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom CSS formatteren ertoe doet',
      paragraphs: [
        'Een geminificeerde stylesheet of een regel op één lijn verbergt dubbele declaraties, overschreven waarden en selectors die specifieker zijn dan nodig.',
        'Met één declaratie per regel wijzen CSS-reviews en diffs in versiebeheer precies de eigenschap aan die veranderde, in plaats van een hele regel.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'Prettier voor CSS', text: 'Stylesheets worden geparseerd en opnieuw geschreven met een inspringing van 2 spaties en een regelbreedte van 100 tekens.' },
        { title: 'Eén item per regel', text: 'Elke declaratie krijgt een eigen regel, en elke selector in een door komma’s gescheiden lijst begint op een nieuwe regel.' },
        { title: 'Consistente spatiëring', text: 'Spaties rond dubbele punten, accolades en combinators zoals > en + worden gelijkgetrokken.' },
        { title: 'Moderne CSS blijft behouden', text: 'At-rules zoals @media, @supports, @layer, @font-face en @keyframes, custom properties en commentaar blijven behouden.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak een stylesheet of een paar regels in Invoer.' },
        { text: 'Klik op Code formatteren. Prettier parseert de CSS met PostCSS en schrijft elke regel opnieuw in een consistente opmaak.' },
        { text: 'Blijft er een accolade of commentaar open, dan beschrijft het foutvak waar het parseren stopte.' },
        { text: 'Klap de regels in die je niet interesseren en kopieer de uitvoer.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'De Formatter verandert nooit de volgorde van eigenschappen; wil je een vaste volgorde, dwing die dan af met een Stylelint-regel.' },
        { text: 'Zet herhaalde kleuren en afstanden in custom properties zoals --brand-color.' },
        { text: 'Houd selectors kort: diep geneste selectors verhogen de specificiteit en zijn lastig te overschrijven.' },
        { text: 'Commit leesbare CSS en laat het minificeren over aan de buildstap.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Een productiestylesheet de-minificeren om de regel te vinden die een layout breekt.' },
        { text: 'CSS opschonen die uit designtools komt of uit de DevTools van de browser is gekopieerd.' },
        { text: 'Thema’s van derden en styles van componentbibliotheken lezen.' },
        { text: 'Twee stylesheets voorbereiden voor de CSS-vergelijker.' },
      ],
    },
  ],
};
