import type { ToolContent } from '../../../content/types';

/** Static text of the XML to JSON page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'XML-Daten als JSON',
      paragraphs: [
        'SOAP-Antworten, RSS-Feeds, Maven-POMs und Rechnungen in UBL sind XML, während Skripte und Frontends JSON bevorzugen. Diese Seite liest ein XML-Dokument in deinem Browser und schreibt es als JSON, mit einer Abbildung, die das Tool JSON zu XML umkehrt.',
      ],
    },
    {
      heading: 'Regeln der Abbildung',
      items: [
        { title: 'Elemente', text: 'Das Wurzelelement ist der eine Schlüssel auf oberster Ebene; ein Element, das nur Text enthält, wird zu einem String, ein leeres Element zu "".' },
        { title: 'Attribute', text: 'Attribute werden zu Schlüsseln mit dem Präfix @, etwa "@currency": "EUR"; Namespace-Präfixe bleiben Teil des Namens.' },
        { title: 'Text neben Markup', text: 'Hat ein Element Attribute oder Kinder, steht sein Text unter "#text"; CDATA-Abschnitte zählen als Text.' },
        { title: 'Wiederholung', text: 'Kindelemente mit gleichem Namen werden zu einem Array, in Dokumentreihenfolge.' },
        { title: 'Entities', text: 'Die fünf XML-Entities und Zeichenreferenzen wie &#233; werden dekodiert.' },
      ],
    },
    {
      heading: 'Von XML zu JSON in vier Schritten',
      layout: 'steps',
      items: [
        { text: 'Füge XML in das Feld XML-Eingabe ein oder ziehe eine Datei darauf.' },
        { text: 'Schalte Typen erkennen ein, wenn Zahlen und true/false zu JSON-Werten werden sollen.' },
        { text: 'Klicke auf Konvertieren; ein fehlerhaftes Dokument wird mit Zeile und Spalte gemeldet.' },
        { text: 'Kopiere das JSON oder lade converted.json herunter.' },
      ],
    },
    {
      heading: 'Was wegfällt',
      items: [
        { text: 'Kommentare, Processing Instructions und der DOCTYPE sind keine Daten und fallen weg, mit einem Hinweis.' },
        { text: 'Wechseln sich Kinder verschiedener Namen ab (a, b, a), wird jeder Name gruppiert, sodass ihre Verschachtelung verloren geht.' },
        { text: 'Gemischter Text um Kindelemente wird getrimmt und zu einem #text-Wert zusammengefügt.' },
        { text: 'In einer DTD deklarierte Entities werden nicht expandiert: Das Dokument wird mit dem Namen der Entity abgelehnt.' },
      ],
    },
  ],
};
