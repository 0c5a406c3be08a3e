import type { ToolContent } from '../../../content/types';

/** Static text of the CSV to JSON page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'CSV-Zeilen als JSON-Objekte',
      paragraphs: [
        'Ein Tabellen-Export wird zu einem JSON-Array mit einem Objekt pro Zeile, mit der Kopfzeile als Schlüsseln. Standardmäßig bleibt jeder Wert ein String, genau wie in der Datei, sodass Postleitzahlen wie 01234 und IDs wie 007 ihre führenden Nullen behalten.',
      ],
    },
    {
      heading: 'Regeln beim Lesen',
      items: [
        { title: 'RFC 4180', text: 'Felder in Anführungszeichen dürfen Kommas, verdoppelte Anführungszeichen und Zeilenumbrüche enthalten; Zeilenenden CRLF, LF und CR sowie eine Byte Order Mark werden akzeptiert.' },
        { title: 'Kopfzeile', text: 'Der erste Datensatz benennt die Schlüssel; ein wiederholter Name bekommt ein Suffix (_2), ein leerer seine Position (column3).' },
        { title: 'Ungleich lange Zeilen', text: 'Fehlende Zellen werden zu leeren Strings, Zellen jenseits der Kopfzeile erhalten Namen nach Position – jeder Fall wird in einem Hinweis erwähnt.' },
        { title: 'Typen erkennen', text: 'Eingeschaltet werden true, false und null zu JSON-Werten und Zahlen in JSON-Schreibweise zu Zahlen mit ihren exakten Ziffern.' },
      ],
    },
    {
      heading: 'Eine Datei konvertieren',
      layout: 'steps',
      items: [
        { text: 'Füge CSV in das Feld CSV-Eingabe ein oder ziehe eine .csv-Datei darauf.' },
        { text: 'Entscheide, ob Typen erkannt werden sollen.' },
        { text: 'Klicke auf Konvertieren; ein nicht geschlossenes Anführungszeichen wird mit der Zeile gemeldet, in der sein Feld beginnt.' },
        { text: 'Kopiere das Array der Datensätze oder lade es als converted.json herunter.' },
      ],
    },
    {
      heading: 'Tipps',
      items: [
        { text: 'Lass die Typerkennung bei Codes und Kennungen aus: 0042 ist keine JSON-Zahl und bleibt ohnehin ein String, 42 aber würde eine.' },
        { text: 'Eine vom Tool JSON zu CSV geschriebene Datei wird wieder zu flachen Datensätzen mit Punkt-Schlüsseln wie address.city.' },
        { text: 'Nur Kommas trennen Felder; konvertiere Exporte mit Semikolon zuerst in deiner Tabellenkalkulation.' },
        { text: 'Leerzeilen zwischen Datensätzen werden übersprungen.' },
      ],
    },
  ],
};
