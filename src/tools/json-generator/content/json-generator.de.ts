import type { ToolContent } from '../../../content/types';

/** Text der Seite des JSON-Generators. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Funktionen',
      items: [
        { title: 'Bis zu 10.000 Datensätze', text: 'Generiert in einem Worker im Hintergrund mit Fortschrittsanzeige und angezeigt in einer virtualisierten Liste, die bei jeder Größe schnell bleibt.' },
        { title: 'Vier Exportformate', text: 'Exportiere die Datensätze als JSON, NDJSON (ein Datensatz pro Zeile), CSV mit verschachtelten Feldern als Spalten mit Punktnotation oder als SQL-INSERT-Anweisungen.' },
        { title: 'Seeds', text: 'Derselbe Seed und dasselbe Schema ergeben immer dieselben Datensätze, sodass sich ein Testdatensatz exakt wiederherstellen lässt.' },
        { title: 'Links zum Teilen', text: 'Ein Link trägt deine Feldliste im #-Fragment, sodass ein Kollege dasselbe Schema öffnet; auf keinem Server wird etwas gespeichert.' },
        { title: 'Gemerktes Schema', text: 'Schema, Anzahl der Datensätze und Seed bleiben für deinen nächsten Besuch im lokalen Speicher deines Browsers; generierte Datensätze nicht.' },
      ],
    },
    {
      heading: 'Feldtypen',
      paragraphs: ['Jedes Feld hat einen Namen und einen von 24 Typen. Erweiterte Optionen verfeinern die Werte.'],
      items: [
        { title: 'Text und Identität', text: 'String, Name, E-Mail, Telefon und UUID.' },
        { title: 'Zahlen und Flags', text: 'Zahl, mit Minimum und Maximum (standardmäßig 18 bis 100), und Boolean.' },
        { title: 'Orte und europäische Kennungen', text: 'Adresse, Ort, Land, IBAN, nationale Identifikationsnummer, USt-IdNr. und BSN für 36 europäische Länder, mit gültigen Prüfziffern. Innerhalb eines Datensatzes passen sie zum Land des Datensatzes; die Option Land legt das Land eines Felds fest.' },
        { title: 'Datum und Uhrzeit', text: 'Datum (JJJJ-MM-TT), Uhrzeit (HH:MM:SS) sowie Datum und Uhrzeit (ISO 8601).' },
        { title: 'Web', text: 'URL, IP-Adresse und Farbe.' },
        { title: 'Struktur', text: 'Array, mit einer Anzahl von Elementen (standardmäßig 3), und Objekt, mit eigenen verschachtelten Feldern.' },
        { title: 'Einschränkungen', text: 'Enum, das aus einer kommagetrennten Liste wählt (standardmäßig A, B, C), und Regex, das Strings passend zu deinem Muster erzeugt.' },
      ],
    },
    {
      heading: 'Vorlagen',
      items: [
        { title: 'Eigene', text: 'Beginne mit id, name, age, email und isActive und baue dein eigenes Schema.' },
        { title: 'Benutzerprofil', text: 'Namen, Kontaktdaten, Adresse, Land, Erstellungsdatum und ein Aktiv-Flag.' },
        { title: 'Produktkatalog', text: 'Preis, Kategorie als Enum, Tags, verschachtelte Spezifikationen und Lagerstatus.' },
        { title: 'Bestelldetails', text: 'Positionen mit Mengen und Preisen, Summe, Status und Lieferadresse.' },
        { title: 'Blogbeitrag', text: 'Titel, Inhalt, Autor, Tags, Kommentare und Veröffentlichungsdaten.' },
      ],
    },
    {
      heading: 'Tipps',
      items: [
        { text: 'Eine Vorlage ersetzt die ganze Feldliste: Sichere ein eigenes Schema vorher mit einem Link zum Teilen.' },
        { text: 'Nutze Enum für Statusfelder, damit jeder Datensatz einen Wert enthält, den deine Anwendung akzeptiert.' },
        { text: 'Setze Minimum und Maximum auf realistische Werte, etwa einen Preis zwischen 1 und 1000, damit die Daten der Produktion ähneln.' },
        { text: 'Verwende NDJSON für Streaming-Importe und Bulk-APIs und SQL, um eine lokale Datenbank zu befüllen.' },
        { text: 'Lege in automatisierten Tests den Seed fest, damit sich Fehlschläge reproduzieren lassen.' },
      ],
    },
  ],
};
