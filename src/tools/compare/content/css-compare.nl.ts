import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Compare page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Zo werkt de CSS-vergelijker',
      paragraphs: [
        'Een geminificeerde stylesheet en de bron ervan lijken in niets op elkaar, hoewel de regels identiek kunnen zijn. De CSS-vergelijker formatteert beide stylesheets vóór het vergelijken op dezelfde manier, met één declaratie per regel, zodat een gewijzigde propertywaarde als één regel verschijnt in plaats van als een volledig herschreven regelblok.',
        'De geformatteerde stylesheets worden daarna regel voor regel vergeleken. Een verwijderde declaratie en een later toegevoegde worden als gewijzigd gekoppeld wanneer meer dan de helft van hun tekens overeenkomt, zoals color: #333 dat color: #222 wordt, en de gewijzigde tekens worden gemarkeerd. Regels zonder vergelijkbare partner zijn gemarkeerd als verwijderd of toegevoegd tegenover een lege rij.',
      ],
    },
    {
      heading: 'Opties',
      items: [
        { title: 'Witruimte negeren', text: 'Verschillen in de hoeveelheid spaties binnen een regel, bijvoorbeeld in commentaar of een string, tellen niet.' },
        { title: 'Hoofdletters negeren', text: 'Behandelt #FFF en #fff, of PX en px, als gelijk.' },
        { title: 'Contextweergave', text: 'Toont alleen de gewijzigde regels met drie regels eromheen, zodat lange stylesheets leesbaar blijven.' },
        { title: 'Navigatie', text: 'Gebruik n voor het volgende verschil en p voor het vorige.' },
      ],
    },
    {
      heading: 'Het resultaat lezen en exporteren',
      items: [
        { text: 'De regelnummers verwijzen naar de geformatteerde stylesheets aan elke kant.' },
        { text: 'Het aantal verschillen omvat verwijderde, toegevoegde en gewijzigde declaraties en selectors.' },
        { text: 'De PDF bevat elke rij van beide kanten als tekst, verdeeld over zoveel pagina’s als nodig.' },
        { text: 'Invoer bewerken zet de tekstvakken terug, zodat je een andere versie kunt plakken.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Vinden wat er veranderde tussen twee releases van een thema of componentenbibliotheek.' },
        { text: 'Productie-CSS vergelijken met de lokale build als een stijl afwijkt.' },
        { text: 'De uitvoer nalopen na een upgrade van een preprocessor of PostCSS-plugin.' },
        { text: 'Controleren dat een refactoring geen enkele declaratie veranderde.' },
      ],
    },
  ],
};
