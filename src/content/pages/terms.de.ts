import type { LegalPage } from './privacy';

/** Texte der Nutzungsbedingungen. */
export const terms: LegalPage = {
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Zustimmung',
      paragraphs: ['Mit der Nutzung von DevToolbox stimmst du diesen Bedingungen zu. Wenn du nicht zustimmst, nutze die Seite bitte nicht.'],
    },
    {
      heading: 'Der Dienst',
      paragraphs: [
        'DevToolbox bietet Code-Formatter, Vergleichs-Tools, einen Testdaten-Generator und einen JSON-Generator. Die Tools sind kostenlos und erfordern weder Konto noch Registrierung. Wir können Tools jederzeit und ohne Ankündigung ändern, hinzufügen oder entfernen oder den Dienst einstellen.',
      ],
    },
    {
      heading: 'Deine Inhalte',
      paragraphs: [
        'Du bist für die Inhalte verantwortlich, die du in die Tools einfügst oder darin öffnest, und dafür, dass du sie verwenden darfst. Die Inhalte werden in deinem Browser verarbeitet und weder an uns gesendet noch von uns gespeichert; siehe die Datenschutzerklärung.',
        'Du bist auch dafür verantwortlich, die Ausgabe zu prüfen, bevor du dich darauf verlässt, zum Beispiel indem du formatierten Code durchsiehst und deine eigenen Tests ausführst, bevor du ihn deployst.',
      ],
    },
    {
      heading: 'Generierte Testdaten',
      paragraphs: [
        'Die Daten des Testdaten-Generators und des JSON-Generators, einschließlich BSNs, IBANs, Reisepassnummern, Adressen und Telefonnummern, sind fiktiv. Sie sollen Format- und Prüfsummenvalidierungen beim Softwaretest bestehen, nicht echte Personen, Konten oder Dokumente darstellen.',
        'Weil die Werte zufällig sind, kann ein generierter Wert zufällig mit einer echten Kennung, einem Konto, einer Telefonnummer oder einer Adresse übereinstimmen. Du darfst generierte Daten nur für Entwicklung, Tests, Vorführungen und Schulungen verwenden. Du darfst sie nicht verwenden, um Betrug zu begehen, dich als jemand anderes auszugeben, Konten zu eröffnen, Zahlungen zu leisten oder anzufordern, den Inhaber einer passenden Nummer zu kontaktieren oder eine Person oder ein System zur Identitätsprüfung zu täuschen.',
      ],
    },
    {
      heading: 'Zulässige Nutzung',
      paragraphs: [
        'Nutze die Seite nicht auf eine Weise, die sie oder andere Nutzer stört, etwa durch automatisierte Massenanfragen oder Versuche, ihre Sicherheit zu umgehen. Nutze die Tools nicht für etwas, das dort, wo du bist, rechtswidrig ist.',
      ],
    },
    {
      heading: 'Keine Gewährleistung',
      paragraphs: [
        'Die Seite und alle Tools werden „wie besehen“ und „wie verfügbar“ bereitgestellt, ohne ausdrückliche oder stillschweigende Gewährleistung jeglicher Art, einschließlich der Gewährleistung von Richtigkeit, Eignung für einen bestimmten Zweck und Nichtverletzung von Rechten. Formatierter Code, Vergleichsergebnisse und generierte Daten können Fehler enthalten.',
      ],
    },
    {
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Soweit gesetzlich zulässig, haften die Betreiber von DevToolbox nicht für Schäden oder Verluste, die aus der Nutzung oder der Unmöglichkeit der Nutzung der Seite oder ihrer Ergebnisse entstehen, einschließlich Datenverlust, entgangenem Gewinn oder fehlerhaften Deployments.',
      ],
    },
    {
      heading: 'Software von Drittanbietern',
      paragraphs: [
        'Die Tools verwenden Open-Source-Software wie Prettier und seine Plugins, sql-formatter, Ruff und clang-format, jeweils unter ihrer eigenen Lizenz. Die Namen dieser Projekte gehören ihren jeweiligen Inhabern.',
      ],
    },
    {
      heading: 'Änderungen dieser Bedingungen',
      paragraphs: ['Wir können diese Bedingungen aktualisieren. Das Datum oben zeigt, wann sie zuletzt geändert wurden; wenn du die Seite nach einer Änderung weiter nutzt, akzeptierst du die aktualisierten Bedingungen.'],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Fragen zu diesen Bedingungen kannst du an die Kontaktadresse in der Fußzeile oder über das Feedback-Formular senden.'],
    },
  ],
};
