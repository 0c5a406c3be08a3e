import type { ToolContent } from '../../content/types';

/** Static text of the XML Schema Validator page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'XML gegen sein Schema prüfen',
      paragraphs: [
        'Rechnungen (UBL), Banknachrichten (ISO 20022), SOAP-Payloads und Build-Dateien kommen alle mit einem XML-Schema, das festlegt, was ein gültiges Dokument enthält. Diese Seite validiert ein Dokument mit libxml2 gegen sein Schema – der Bibliothek hinter xmllint, nach WebAssembly kompiliert und in deinem Browser ausgeführt – und listet jeden Fehler mit seiner Zeile.',
      ],
    },
    {
      heading: 'Was du bekommst',
      items: [
        { title: 'Das echte libxml2', text: 'Die Fehler sind die von libxml2 selbst, Wort für Wort so, wie xmllint --schema sie ausgibt, mit ihrer Zeile (und Spalte, wo libxml2 eine angibt).' },
        { title: 'Schemas aus mehreren Dateien', text: 'Füge die Dateien hinzu, die das Schema einbindet oder importiert; sie werden über den Dateinamen zugeordnet, egal welchen Ordner das Schema nennt.' },
        { title: 'DTD-Validierung', text: 'Ein Dokument, das seine DTD inline deklariert, wird gegen diese validiert, mit derselben Fehlerliste.' },
        { title: 'Per Klick zum Fehler', text: 'Ein Fehler setzt den Cursor auf seine Zeile im Dokument, oder im Schema, wenn der Fehler dort liegt.' },
        { title: 'Nichts wird geladen', text: 'Ein Schema, das auf eine URL verweist, bekommt eine Meldung mit dieser URL statt eines Downloads; externe Entitäten werden nie expandiert.' },
      ],
    },
    {
      heading: 'Ein Dokument validieren',
      layout: 'steps',
      items: [
        { text: 'Füge das XML-Dokument ein oder öffne es, und das XML-Schema (XSD) daneben.' },
        { text: 'Füge die Schemadateien, die es einbindet oder importiert, unter Weitere Schemadateien hinzu.' },
        { text: 'Klicke auf Validieren (oder Strg+Enter): Ein gültiges Dokument wird als gültig gemeldet, ein ungültiges listet jeden Fehler.' },
        { text: 'Wähle für ein Dokument mit Inline-DTD stattdessen Die DTD im Dokument.' },
      ],
    },
    {
      heading: 'Details',
      items: [
        { text: 'Das Dokument wird zuerst auf Wohlgeformtheit geprüft, mit denselben Meldungen wie der XML-Formatter.' },
        { text: 'Die Validierung folgt XML-Schema 1.0, wie libxml2 es umsetzt; XSD-1.1-Funktionen wie Assertions unterstützt libxml2 nicht.' },
        { text: 'libxml2 (etwa 1 MB) wird beim ersten Validieren heruntergeladen; die Dateien, die du hinzufügst, bleiben in deinem Browser.' },
        { text: 'Die Kommandozeile macht dasselbe: devtoolbox validate --schema invoice.xsd --with common.xsd invoice.xml.' },
      ],
    },
  ],
};
