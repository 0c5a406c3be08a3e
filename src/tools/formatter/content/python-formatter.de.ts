import type { ToolContent } from '../../../content/types';

/** Static text of the Python Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum Python-Formatierung wichtig ist',
      paragraphs: [
        'In Python ist Einrückung Syntax, und PEP 8 legt die Erwartungen für alles Übrige fest: Abstände, Zeilenlänge und Leerzeilen. Black hat einen einheitlichen, nicht konfigurierbaren Stil in der Python-Community verbreitet; der Formatter von Ruff erzeugt diesen Stil deutlich schneller. Ein gemeinsamer Stil hält Reviews beim Verhalten statt beim Layout.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Der Formatter von Ruff im Browser', text: 'Der Rust-Formatter des Ruff-Projekts, kompiliert zu WebAssembly. Seine Ausgabe ist nahezu identisch mit der von Black.' },
        { title: 'Standards im Stil von Black', text: 'Zeilen bis 88 Zeichen, 4 Leerzeichen Einrückung, Strings in doppelten Anführungszeichen und zwei Leerzeilen um Definitionen auf oberster Ebene.' },
        { title: 'Magic Trailing Comma', text: 'Ein Komma nach dem letzten Element hält eine Liste, einen Aufruf oder eine Signatur mit einem Eintrag pro Zeile aufgeklappt; ohne es werden kurze Sammlungen in eine Zeile gezogen.' },
        { title: 'Modernes Python', text: 'match-Anweisungen, f-Strings, Type Hints, der Walross-Operator und asynchroner Code werden verstanden.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge Python-Code in die Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Beim ersten Mal wird die Ruff-Engine (etwa 1,2 MB) in die Seite geladen.' },
        { text: 'Ruff parst den Code in einen Syntaxbaum; ein Einrückungs- oder Syntaxfehler wird mit seiner Position gemeldet.' },
        { text: 'Der Baum wird im Black-kompatiblen Stil ausgegeben; kopiere das Ergebnis.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Führe ruff format mit denselben Standards in einem Pre-Commit-Hook oder in der CI aus und lege Einstellungen in pyproject.toml unter [tool.ruff] ab.' },
        { text: 'Der Formatter sortiert keine Importe; das erledigt ruff check --select I --fix.' },
        { text: 'Setze ein abschließendes Komma in Sammlungen, die mit einem Eintrag pro Zeile bleiben sollen.' },
        { text: 'Rücke nur mit Leerzeichen ein; gemischte Tabs und Leerzeichen lösen in Python 3 einen TabError aus.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'Code aufräumen, der aus Jupyter-Notebooks kopiert wurde, bevor er in ein Modul kommt.' },
        { text: 'Skripte und Snippets für Dokumentation oder Antworten an Kollegen formatieren.' },
        { text: 'Prüfen, ob ein eingefügtes Snippet syntaktisch gültiges Python ist.' },
        { text: 'Django-, Flask- oder FastAPI-Code aufräumen, wenn lokal keine Tools eingerichtet sind.' },
      ],
    },
  ],
};
