import type { LegalPage } from './privacy';

/** Texte der Datenschutzerklärung. */
export const privacy: LegalPage = {
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Zusammenfassung',
      paragraphs: [
        'DevToolbox verarbeitet alles, was du in seinen Tools einfügst, eintippst oder öffnest, in deinem eigenen Browser. Nichts, was du eingibst, wird an uns oder an andere gesendet, und nichts wird auf einem Server gespeichert. Du brauchst kein Konto, und wir fragen nicht, wer du bist.',
      ],
    },
    {
      heading: 'Inhalte, die du einfügst oder öffnest',
      paragraphs: [
        'Die gesamte Verarbeitung der Inhalte, die du in ein Tool einfügst oder aus einer Datei öffnest, findet in deinem Browser statt: Formatieren, Validieren, Vergleichen, PDF-Export und das Generieren von Testdaten und JSON-Datensätzen. Dateien, die du öffnest, liest dein Browser lokal; sie werden nicht hochgeladen.',
        'Nichts, was du einfügst, wird über das Netzwerk gesendet. Die Formatter behalten deine letzte Eingabe auf deinem eigenen Gerät, damit sie nach einem Neuladen noch da ist (siehe „Speicherung auf deinem Gerät“); die anderen Tools behalten nichts: Wenn du ihre Seite schließt oder neu lädst, ist der Inhalt weg, es sei denn, du hast ihn selbst kopiert oder heruntergeladen.',
      ],
    },
    {
      heading: 'Installierte App',
      paragraphs: [
        'Dein Browser bietet eventuell an, DevToolbox als App zu installieren. Installiert kann sie Dateien von deinem Computer im passenden Tool öffnen, zum Beispiel eine .json-Datei im JSON-Formatter: Der Browser übergibt die Datei an die Seite, die sie auf deinem Gerät genauso liest wie beim Öffnen einer Datei. Nichts wird hochgeladen.',
        'Text, den du aus einer anderen App an die installierte App teilst, empfängt der Service Worker der Seite auf deinem Gerät; er bewahrt ihn im Cache Storage deines Browsers nur auf, bis die Tool-Seite ihn geöffnet hat, und löscht ihn dann. Er wird nie Teil einer Adresse und nie an einen Server gesendet. Die Installation der App fügt kein Tracking und keine Anfragen an andere Origins hinzu.',
      ],
    },
    {
      heading: 'Netzwerkanfragen',
      paragraphs: [
        'Standardmäßig sendet die Seite keine Analysedaten, keine Fehlerberichte und keine Leistungsdaten und stellt keine Anfragen an andere Origins. Die Schriften werden selbst gehostet, und die Formatter-Engines werden von derselben Website geladen wie die Seiten.',
        'Wie bei jeder Website erhält der Server, der die Seiten ausliefert, die üblichen technischen Anfragedaten wie deine IP-Adresse, den Browsertyp und die angefragte Seite, um dir die Seite zu senden. Die Inhalte, die du in den Tools einfügst oder öffnest, sind nie Teil dieser Anfragen.',
        'Wer diese Kopie der Seite betreibt, kann neben ihren Seiten eine Einstellungsdatei (config.json) ablegen; jede Seite liest sie dann beim Laden von derselben Website. Sie enthält nur die Entscheidungen dieses Betreibers: auszublendende Tools, eine Kontaktadresse und einen Hinweis für die Startseite. Die Anfrage enthält nichts über dich oder deine Eingaben, und nach deinem ersten Besuch wird eine Kopie mit den Offline-Dateien der Seite aufbewahrt.',
      ],
    },
    {
      heading: 'Optionale Analyse und Fehlerberichte',
      paragraphs: [
        'Wer ein Deployment von DevToolbox betreibt, kann beim Build beliebige der folgenden Funktionen einschalten: Seitenanalyse (Seitenaufrufe, mit anonymisierter IP-Adresse), Nutzungsereignisse der Tools (zum Beispiel, dass eine Formatierung gestartet oder abgeschlossen wurde), Fehlerberichte und Leistungsmetriken wie Ladezeiten der Seiten.',
        'Diese Ereignisse enthalten nie deine Eingaben: keinen eingefügten Code, keine generierten Werte und keine Dateiinhalte. Sind sie eingeschaltet, gehen sie an den Analyse- oder Fehlerberichtsdienst, den der Betreiber konfiguriert hat; dieser verarbeitet sie nach seinen eigenen Bedingungen und kann Cookies verwenden.',
      ],
    },
    {
      heading: 'Feedback',
      paragraphs: [
        'Ist für das Deployment ein Feedback-Endpunkt konfiguriert, sendet das Feedback-Formular den Namen, die E-Mail-Adresse und die Nachricht, die du eingibst, und sonst nichts, damit wir sie lesen und beantworten können. Ist keiner konfiguriert, öffnet das Formular stattdessen dein eigenes E-Mail-Programm, und nichts wird gesendet, bis du die E-Mail selbst abschickst.',
      ],
    },
    {
      heading: 'Speicherung auf deinem Gerät',
      paragraphs: [
        'Deine Theme-Einstellung und die Einstellungen der Tools werden im localStorage deines Browsers auf deinem Gerät gespeichert, damit sie beim nächsten Besuch noch da sind: die Theme-Einstellung, die gewählte Sprache (im Sprachmenü oder im Angebot zum Wechseln), die Vergleichsoptionen (Leerraum, Groß-/Kleinschreibung und Schlüsselreihenfolge ignorieren; Wörter oder Zeichen hervorheben; Ansicht, Layout und Kontextzeilen), das Schema des JSON-Generators, die Formatter-Optionen jeder Sprache (Einrückung, Zeilenbreite, Minify, Schlüssel sortieren, SQL-Dialekt), die Einstellung „beim Einfügen formatieren“ und die Ansichtseinstellungen der Formatter-Ausgabe (Zeilenumbruch, Syntaxfarben). Sie werden nie irgendwohin gesendet. Standardmäßig setzt die Seite keine Cookies.',
        'Jeder Formatter behält außerdem die letzte Eingabe in der IndexedDB-Datenbank „devtoolbox“ deines Browsers auf deinem Gerät: die letzte Eingabe jedes Formatters, bis zu 5 MB pro Eingabe, unter dem Namen des Tools, bis du auf Leeren klickst. Eingaben über 5 MB werden nicht gespeichert, und die Seite sagt das. Dieser Text wird nie irgendwohin gesendet. Die Schaltfläche Leeren des Formatters leert die Eingabe und löscht ihre gespeicherte Kopie und die Optionen dieser Sprache.',
        'Du kannst alles, was die Seite speichert, jederzeit entfernen, indem du die Websitedaten dieser Seite in den Einstellungen deines Browsers löschst.',
        'Damit die Tools auch ohne Verbindung funktionieren, bewahrt die Seite nach deinem ersten Besuch eine Kopie ihrer eigenen Seiten und Formatter-Engines im Cache Storage deines Browsers auf. Diese Kopie enthält nur die Dateien der Seite (und kurzzeitig Text, den du an die installierte App teilst, siehe „Installierte App“), nie etwas, das du in ein Tool eingegeben hast, und wird mit den übrigen Daten dieser Seite entfernt.',
      ],
    },
    {
      heading: 'Links zum Teilen',
      paragraphs: [
        'Ein Link zum Teilen aus dem JSON-Generator trägt die Feldliste (Namen, Typen und Optionen) im Teil der Adresse nach #, den Browser an keinen Server senden, und bei uns wird nichts gespeichert. Jeder, dem du den Link gibst, kann diese Feldliste lesen.',
        'Ein Link zum Teilen aus einem Formatter trägt deine Eingabe (komprimiert, nicht verschlüsselt) und die Optionen dieser Sprache im selben Teil der Adresse nach #, sodass die Eingabe nie einen Server erreicht, auch nicht unseren; Links sind auf 64 KB begrenzt. Jeder, dem du den Link gibst, kann die Eingabe lesen, und sie bleibt im Browserverlauf aller, die ihn öffnen.',
      ],
    },
    {
      heading: 'Zwischenablage',
      paragraphs: [
        'Die Seite schreibt nur dann in deine Zwischenablage, wenn du es willst: wenn du auf eine Kopieren-Schaltfläche klickst oder wenn du einen Testdatenwert generierst, der automatisch kopiert wird.',
      ],
    },
    {
      heading: 'Kinder',
      paragraphs: ['DevToolbox ist ein Tool für Entwickler und Tester und richtet sich nicht an Kinder. Da wir über die Tools keine personenbezogenen Daten erheben, haben wir auch keine Daten über Kinder.'],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      paragraphs: [
        'Ändert sich der Umgang der Seite mit Daten, wird diese Seite aktualisiert und das Datum oben ändert sich. Jede neue Art gesendeter Daten wird hier beschrieben.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Fragen zum Datenschutz kannst du an die Kontaktadresse in der Fußzeile oder über das Feedback-Formular senden.'],
    },
  ],
};
