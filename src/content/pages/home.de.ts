import type { HomeContent } from './home';

/** Texte der Startseite. */
export const home: HomeContent = {
  heroTitle: 'Entwickler-Tools, die in deinem Browser laufen',
  heroSubtitle:
    'Formatiere Code in 13 Sprachen, vergleiche JSON, XML, HTML, CSS und Text und generiere gültige Testdaten für 36 europäische Länder. Kostenlos, ohne Anmeldung, und nichts, was du einfügst, verlässt dein Gerät.',
  benefits: [
    {
      title: 'Deine Daten bleiben auf deinem Gerät',
      text: 'Formatieren, Vergleichen und Generieren passieren komplett in deinem Browser. Nichts, was du einfügst oder öffnest, wird hochgeladen oder gespeichert.',
    },
    {
      title: 'Echte Formatter',
      text: 'Prettier, sql-formatter, Ruff, clang-format und ein verlustfreier JSON-Formatter: dieselben Engines, die Entwickler lokal und in der CI verwenden.',
    },
    {
      title: 'Testdaten, die die Prüfung bestehen',
      text: 'BSNs bestehen die Elfer-Probe, IBANs verwenden echte Bankleitzahlen und Prüfziffern, und Telefonnummern passen zum nationalen Rufnummernplan.',
    },
    {
      title: 'Kostenlos, ohne Konto',
      text: 'Jedes Tool ist kostenlos. Keine Registrierung, kein Login und kein Nutzungslimit.',
    },
  ],
  faq: [
    {
      q: 'Ist DevToolbox kostenlos?',
      a: 'Ja. Jedes Tool ist kostenlos, du musst kein Konto anlegen, und es gibt keine Grenze, wie oft du sie nutzt.',
    },
    {
      q: 'Werden meine Daten irgendwohin gesendet?',
      a: 'Nein. Alles, was du einfügst oder öffnest, wird in deinem Browser verarbeitet, in Workern im Hintergrund dieser Seite. Es wird an keinen Server gesendet; die Formatter behalten deine letzte Eingabe nur auf deinem eigenen Gerät, bis du auf Leeren klickst. Standardmäßig stellt die Seite überhaupt keine Anfragen an andere Origins; Details stehen in der Datenschutzerklärung.',
    },
    {
      q: 'Wie groß dürfen meine Dateien sein?',
      a: 'Die Editoren nehmen bis zu 50 MB auf, und ein 10 MB großes JSON-Dokument ist in etwa einer Sekunde formatiert. JSON- und XML-Dateien bis 2 GB öffnen sich im JSON- und XML-Formatter und werden sofort formatiert, und der Textvergleich vergleicht Dateien bis je 2 GB: Beide lesen die Datei in Teilen, sodass die Seite reaktionsfähig bleibt. Eingefügter Text über 50 MB nimmt in diesen Tools denselben Weg. Sehr große Eingaben in den Prettier-basierten Sprachen dauern länger, weil diese Formatter einen vollständigen Syntaxbaum aufbauen.',
    },
    {
      q: 'Welche Sprachen kann ich formatieren?',
      a: 'JSON, XML, HTML, CSS, SQL (zehn Dialekte, darunter PostgreSQL, MySQL, T-SQL und PL/SQL), JavaScript, TypeScript, Python, Java, C++, Markdown, PHP und YAML.',
    },
    {
      q: 'Sind die generierten IBANs echte Bankkonten?',
      a: 'Nein. Sie haben eine gültige Struktur, eine echte Bankleitzahl und korrekte Prüfziffern, sodass Validatoren sie akzeptieren, aber die Kontonummer ist zufällig. Da eine zufällige Nummer zufällig zu einem bestehenden Konto passen kann, verwende sie nie für eine echte Zahlung.',
    },
    {
      q: 'Funktioniert es offline?',
      a: 'Ja, nach deinem ersten Besuch. Der erste Besuch braucht eine Verbindung; sobald die Seite geladen ist, behält dein Browser eine Kopie jeder Seite und jeder Formatter-Engine, sodass alle Tools auch ohne Verbindung weiter funktionieren. Bist du wieder online, wird die neueste Version verwendet.',
    },
    {
      q: 'Wie funktioniert der Vergleich?',
      a: 'Beide Eingaben werden zuerst passend zu ihrem Typ normalisiert (JSON wird mit derselben Einrückung neu ausgegeben, XML, HTML und CSS werden gleich formatiert) und dann Zeile für Zeile verglichen. Ähnliche Zeilen, die mehr als die Hälfte ihrer Zeichen gemeinsam haben, erscheinen als geändert, mit hervorgehobenen geänderten Zeichen. Du kannst Leerraum, Groß-/Kleinschreibung oder die Reihenfolge von JSON-Schlüsseln ignorieren und das vollständige Ergebnis als PDF exportieren.',
    },
    {
      q: 'Welche Formatierungseinstellungen werden verwendet?',
      a: 'Feste, weit verbreitete Standards: zwei Leerzeichen für JSON, XML und YAML, der Stil von Prettier mit einfachen Anführungszeichen und Semikolons für JavaScript und TypeScript, großgeschriebene Schlüsselwörter für SQL, der Black-kompatible Stil von Ruff für Python und der LLVM-Stil für C++.',
    },
  ],
  sectionIntros: {
    data: 'Generiere fiktive Testdaten, die echte Prüfungen bestehen, oder erstelle Tausende JSON-Mock-Datensätze nach deinem eigenen Schema.',
    formatters: 'Code einfügen, auf Formatieren klicken und eine einheitliche, geprüfte Ausgabe erhalten, mit Fehlern, die auf die zu korrigierende Zeile zeigen.',
    compare: 'Vergleiche zwei Versionen nebeneinander, nachdem ihr Layout normalisiert wurde, mit hervorgehobenen geänderten Zeichen und vollständigem PDF-Export.',
    convert: 'Konvertiere zwischen JSON, YAML, CSV und XML, wobei jede Ziffer jeder Zahl erhalten bleibt, mit einem Hinweis zu allem, was das Zielformat nicht aufnehmen kann.',
  },
};
