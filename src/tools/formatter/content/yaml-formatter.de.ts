import type { ToolContent } from '../../../content/types';

/** Static text of the YAML Formatter page, in German. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Warum YAML-Formatierung wichtig ist',
      paragraphs: [
        'In YAML ist die Einrückung die Struktur. Ein Schlüssel, der zwei Leerzeichen zu weit eingerückt ist, wandert unbemerkt zu einem anderen Elternknoten, und Tabs sind zum Einrücken gar nicht erlaubt. Kubernetes-Manifeste, CI-Pipelines und Compose-Dateien scheitern dann auf verwirrende Weise, daher sparen einheitliches Layout und eine frühe Syntaxprüfung echte Debugging-Zeit.',
      ],
    },
    {
      heading: 'Funktionen',
      items: [
        { title: 'Prettier für YAML', text: 'Dokumente werden mit 2 Leerzeichen Einrückung und einheitlichen Abständen nach Doppelpunkten und Listenstrichen neu ausgegeben.' },
        { title: 'Nichts geht verloren', text: 'Kommentare, Anker (&), Aliase (*), Merge Keys (<<) und Block-Skalare (| und >) bleiben, wie sie geschrieben sind.' },
        { title: 'Dateien mit mehreren Dokumenten', text: 'Mehrere durch --- getrennte Dokumente bleiben getrennt, wie in einer einzigen Datei mit Kubernetes-Manifesten.' },
        { title: 'Syntaxfehler mit Position', text: 'Falsche Einrückung, nicht geschlossene Anführungszeichen und ungültige Mappings werden mit ihrer Position gemeldet.' },
      ],
    },
    {
      heading: 'So funktioniert es',
      layout: 'steps',
      items: [
        { text: 'Füge ein oder mehrere YAML-Dokumente in die Eingabe ein.' },
        { text: 'Klicke auf Code formatieren. Das YAML wird geparst, die Kommentare bleiben an den Knoten in ihrer Nähe.' },
        { text: 'Prettier gibt jedes Dokument mit einheitlicher Einrückung aus.' },
        { text: 'Kopiere das Ergebnis oder klappe Mappings und Sequenzen ein, um die Verschachtelung zu prüfen.' },
      ],
    },
    {
      heading: 'Best Practices',
      items: [
        { text: 'Setze Werte wie no, yes, on, off, 1.10 oder 010 in Anführungszeichen: YAML-1.1-Parser lesen sie als Booleans oder Zahlen (das „Norwegen-Problem“, bei dem NO zu false wird).' },
        { text: 'Halte Schlüssel innerhalb eines Mappings eindeutig; viele Parser behalten ohne Warnung nur den letzten Wert.' },
        { text: 'Nutze Anker und Aliase, um wiederholte Blöcke wiederzuverwenden, aber halte sie nah beieinander, damit Leser ihnen folgen können.' },
        { text: 'Validiere zusätzlich gegen ein Schema, etwa mit kubeconform für Kubernetes oder dem JSON Schema deines CI-Systems.' },
      ],
    },
    {
      heading: 'Typische Anwendungsfälle',
      items: [
        { text: 'Kubernetes-Manifeste und Helm-Values-Dateien prüfen.' },
        { text: 'GitHub-Actions- und GitLab-CI-Pipelines nach einem Einrückungsfehler reparieren.' },
        { text: 'Docker-Compose-Dateien und Ansible-Playbooks aufräumen.' },
        { text: 'Lange OpenAPI-Spezifikationen lesen.' },
      ],
    },
  ],
};
