import type { ToolContent } from '../../../content/types';

/** Static text of the Python Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom Python formatteren ertoe doet',
      paragraphs: [
        'In Python is inspringing syntaxis, en PEP 8 legt de verwachtingen vast voor al het andere: spatiëring, regellengte en lege regels. Black maakte één niet-configureerbare stijl gangbaar in de Python-community; de Formatter van Ruff levert die stijl veel sneller. Een gedeelde stijl houdt reviews bij het gedrag, niet bij de opmaak.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'De Formatter van Ruff in de browser', text: 'De Rust-Formatter van het Ruff-project, gecompileerd naar WebAssembly. De uitvoer is vrijwel gelijk aan die van Black.' },
        { title: 'Standaardinstellingen in Black-stijl', text: 'Regels van maximaal 88 tekens, een inspringing van 4 spaties, strings tussen dubbele aanhalingstekens en twee lege regels rond definities op het hoogste niveau.' },
        { title: 'Magic trailing comma', text: 'Een komma na het laatste element houdt een lijst, aanroep of signatuur uitgeklapt met één item per regel; zonder komma worden korte collecties op één regel samengevoegd.' },
        { title: 'Modern Python', text: 'match-statements, f-strings, type hints, de walrus-operator en asynchrone code worden begrepen.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak Python-code in Invoer.' },
        { text: 'Klik op Code formatteren. De eerste keer wordt de Ruff-engine (ongeveer 1,2 MB) in de pagina geladen.' },
        { text: 'Ruff parseert de code tot een syntaxboom; een inspring- of syntaxfout wordt gemeld met de positie.' },
        { text: 'De boom wordt in Black-compatibele stijl geschreven; kopieer het resultaat.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Draai ruff format in een pre-commit-hook of in CI met dezelfde standaardinstellingen, en zet instellingen in pyproject.toml onder [tool.ruff].' },
        { text: 'De Formatter sorteert geen imports; dat doet ruff check --select I --fix.' },
        { text: 'Zet een komma aan het eind van collecties die met één item per regel moeten blijven staan.' },
        { text: 'Spring alleen in met spaties; tabs en spaties door elkaar geven in Python 3 een TabError.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Code opschonen die uit Jupyter-notebooks is gekopieerd, voordat die in een module belandt.' },
        { text: 'Scripts en snippets formatteren voor documentatie of antwoorden aan collega’s.' },
        { text: 'Controleren of een geplakt snippet syntactisch geldige Python is.' },
        { text: 'Django-, Flask- of FastAPI-code opschonen als er lokaal geen tooling is ingericht.' },
      ],
    },
  ],
};
