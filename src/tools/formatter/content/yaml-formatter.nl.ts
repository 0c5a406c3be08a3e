import type { ToolContent } from '../../../content/types';

/** Static text of the YAML Formatter page, in Dutch. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Waarom YAML formatteren ertoe doet',
      paragraphs: [
        'In YAML is inspringing de structuur. Een sleutel die twee spaties te ver inspringt, verhuist ongemerkt naar een andere ouder, en tabs zijn voor inspringing helemaal niet toegestaan. Kubernetes-manifests, CI-pipelines en Compose-bestanden falen dan op verwarrende manieren, dus consistente opmaak en een vroege syntaxcontrole besparen echte debugtijd.',
      ],
    },
    {
      heading: 'Functies',
      items: [
        { title: 'Prettier voor YAML', text: 'Documenten worden opnieuw geschreven met een inspringing van 2 spaties en consistente spatiëring na dubbele punten en sequence-streepjes.' },
        { title: 'Er gaat niets verloren', text: 'Commentaar, anchors (&), aliassen (*), merge keys (<<) en block scalars (| en >) blijven zoals ze geschreven zijn.' },
        { title: 'Bestanden met meerdere documenten', text: 'Meerdere documenten gescheiden door --- blijven gescheiden, zoals in één bestand met Kubernetes-manifests.' },
        { title: 'Syntaxfouten met positie', text: 'Verkeerde inspringing, niet-gesloten aanhalingstekens en ongeldige mappings worden gemeld met hun positie.' },
      ],
    },
    {
      heading: 'Hoe het werkt',
      layout: 'steps',
      items: [
        { text: 'Plak een of meer YAML-documenten in Invoer.' },
        { text: 'Klik op Code formatteren. De YAML wordt geparseerd, met het commentaar gekoppeld aan de omliggende nodes.' },
        { text: 'Prettier schrijft elk document met uniforme inspringing.' },
        { text: 'Kopieer het resultaat, of klap mappings en sequences in om de nesting te controleren.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Zet waarden als no, yes, on, off, 1.10 of 010 tussen aanhalingstekens: YAML 1.1-parsers lezen ze als booleans of getallen (het "Noorwegen-probleem", waarbij NO false wordt).' },
        { text: 'Houd sleutels binnen een mapping uniek; veel parsers bewaren zonder waarschuwing alleen de laatste waarde.' },
        { text: 'Gebruik anchors en aliassen om herhaalde blokken te hergebruiken, maar houd ze dicht bij elkaar zodat lezers ze kunnen volgen.' },
        { text: 'Valideer ook tegen een schema, bijvoorbeeld met kubeconform voor Kubernetes of het JSON Schema van je CI-systeem.' },
      ],
    },
    {
      heading: 'Veelvoorkomend gebruik',
      items: [
        { text: 'Kubernetes-manifests en Helm-valuesbestanden controleren.' },
        { text: 'GitHub Actions- en GitLab CI-pipelines repareren na een inspringfout.' },
        { text: 'Docker Compose-bestanden en Ansible-playbooks opschonen.' },
        { text: 'Lange OpenAPI-specificaties lezen.' },
      ],
    },
  ],
};
