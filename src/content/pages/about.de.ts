import type { AboutContent } from './about';

/** Texte der Seite „Über“. */
export const about: AboutContent = {
  story: [
    'DevToolbox gibt es, weil der schnellste Weg, eine JSON-Antwort zu formatieren oder zwei Konfigurationsdateien zu vergleichen, oft eine Website war, die alles hochlädt, was man einfügt. Bei API-Payloads, Kundendaten oder interner Konfiguration ist das ein Risiko, das viele Teams nicht eingehen können.',
    'Deshalb läuft hier jedes Tool in deinem Browser. Formatter, Vergleiche und Generatoren arbeiten in Workern im Hintergrund der Seite, und was du einfügst, wird nie an einen Server gesendet oder gespeichert.',
    'Die Tools sind für Entwickler und QA-Tester gebaut, die korrekte Ergebnisse brauchen: Formatter, die die echten Engines aus Editoren und CI sind, Vergleiche, die Layout-Rauschen ignorieren, und Testdaten, die dieselbe Prüfung bestehen wie Eingaben in Produktion.',
  ],
  features: [
    {
      title: 'Code-Formatter',
      text: 'Dreizehn Sprachen, von verlustfreiem JSON und XML im Stil von xmllint bis zu Prettier, sql-formatter mit zehn Dialekten, Ruff für Python und clang-format für C++.',
    },
    {
      title: 'Vergleichs-Tools',
      text: 'Diffs nebeneinander für JSON, XML, HTML, CSS und reinen Text, mit Hervorhebung auf Zeichenebene, Tastaturnavigation und vollständigem PDF-Export.',
    },
    {
      title: 'Testdaten',
      text: 'Gültige BSNs, IBANs, Reisepassnummern, Adressen und Telefonnummern für 36 europäische Länder und ein JSON-Generator für bis zu 10.000 Datensätze.',
    },
  ],
  principles: [
    { title: 'Deine Eingaben gehören dir', text: 'Nichts, was du einfügst oder öffnest, verlässt deinen Browser. Standardmäßig kontaktiert die Seite keine anderen Origins, und die Schriften werden selbst gehostet.' },
    { title: 'Korrekt vor bequem', text: 'Die Ausgabe muss einen echten Validator bestehen: JSON behält große Zahlen exakt, BSNs bestehen die Elfer-Probe, IBANs Mod 97.' },
    { title: 'Echte Engines statt Näherungen', text: 'Wo eine Sprache einen weit verbreiteten Formatter hat, führen wir diesen Formatter aus, statt Text selbst neu einzurücken.' },
    { title: 'Kostenlos und anonym', text: 'Keine Konten, keine Registrierung, kein Bezahlangebot.' },
    { title: 'Große Eingaben sind normal', text: 'Dateien mit vielen Megabyte werden abseits des Haupt-Threads verarbeitet, sodass die Seite beim Formatieren oder Vergleichen reaktionsfähig bleibt.' },
  ],
};
