import type { ToolContent } from '../../../content/types';

/** Text der Seite des Testdaten-Generators. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Vorteile',
      items: [
        { title: 'Von echten Validatoren akzeptiert', text: 'Die Werte bestehen die Prüfungen produktiver Systeme, etwa die Elfer-Probe, Mod 97 und die Regeln der Rufnummernpläne, sodass Formulare und APIs sie annehmen.' },
        { title: 'Keine echten personenbezogenen Daten', text: 'Generierte Werte ersetzen Kopien von Kundendaten in Testumgebungen.' },
        { title: 'Ein Klick pro Wert', text: 'Jeder Wert wird beim Generieren sofort in deine Zwischenablage kopiert.' },
        { title: 'Privat', text: 'Alles wird in deinem Browser generiert; nichts wird gesendet oder gespeichert.' },
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { text: '36 Länder: die 27 EU-Mitgliedstaaten sowie das Vereinigte Königreich, Norwegen, die Schweiz, Island, Liechtenstein, Monaco, Andorra, San Marino und die Vatikanstadt.' },
        { text: 'Referenzdaten je Land: Bankleitzahlen, IBAN-Längen, Muster für Telefon- und Reisepassnummern, Straßennamen, Orte und Postleitzahlformate.' },
        { text: 'Bei jedem Klick ein neuer Wert; das vorherige Ergebnis wird zuerst geleert.' },
        { text: 'Voreingestellt sind die Niederlande, das einzige Land mit einer BSN-Schaltfläche.' },
      ],
    },
    {
      heading: 'Datentypen und Prüfregeln',
      items: [
        { title: 'BSN', text: 'Die niederländische Bürgerservicenummer: neun Ziffern, die die Elfer-Probe bestehen, 9×d1 + 8×d2 + … + 2×d8 − d9 ist durch 11 teilbar.' },
        {
          title: 'IBAN',
          text: 'Ländercode, Prüfziffern nach Mod 97, eine echte Bankleitzahl und nationale Prüfziffern, wo das Land sie hat (Belgien, Frankreich, Spanien, Italien).',
        },
        { title: 'Reisepass', text: 'Eine Dokumentnummer im Format des Landes, etwa neun Buchstaben und Ziffern für die Niederlande (nie der Buchstabe O).' },
        { title: 'Adresse', text: 'Straße, Hausnummer (1 bis 150) und ein echter Ort mit einer Postleitzahl dieses Orts, im Adressformat des Landes.' },
        { title: 'Telefon', text: 'Internationales Format mit + und Ländervorwahl, gültig im nationalen Rufnummernplan.' },
        {
          title: 'Unternehmen',
          text: 'Ein Name mit Rechtsform (GmbH, SARL, Oy), gültige USt-IdNr. und Registernummer, passende Domain, Adresse, IBAN.',
        },
        {
          title: 'In eine Datei herunterladen',
          text: 'Personen, Unternehmen oder einzelne Werte: bis zu 1.000.000 Zeilen als CSV, JSON, NDJSON oder SQL.',
        },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Verwende die Werte nur in Entwicklungs- und Testsystemen; sie sind fiktiv und dürfen weder zur Identifizierung einer Person noch zum Bezahlen verwendet werden.' },
        { text: 'Eine zufällige gültige Nummer kann zu einem echten Konto, Anschluss oder einer echten BSN passen: Überweise daher nie Geld an sie, rufe sie nicht an und schicke keine Post dorthin.' },
        { text: 'Teste auch den Negativfall: Ändere eine Ziffer und prüfe, ob dein Validator den Wert ablehnt.' },
        { text: 'Teste mit mehreren Ländern, um Prüfungen zu finden, die stillschweigend nur ein nationales Format annehmen.' },
      ],
    },
    {
      heading: 'Anwendungsfälle',
      items: [
        { text: 'Registrierungs-, Onboarding- und Checkout-Formulare beim manuellen Testen ausfüllen.' },
        { text: 'Fixtures für Playwright-, Cypress- oder API-Tests befüllen.' },
        { text: 'Die IBAN-Prüfung in SEPA-Zahlungs- und Lastschriftabläufen testen.' },
        { text: 'Prüfen, wie die Oberfläche mit ausländischen Adressen, langen Ortsnamen und Telefonformaten umgeht.' },
      ],
    },
  ],
};
