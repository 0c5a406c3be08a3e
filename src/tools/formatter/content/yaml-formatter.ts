import type { ToolContent } from '../../../content/types';

/** Static text of the YAML Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why YAML formatting matters',
      paragraphs: [
        'In YAML, indentation is the structure. A key indented two spaces too far silently moves to another parent, and tabs are not allowed for indentation at all. Kubernetes manifests, CI pipelines and Compose files fail in confusing ways when that happens, so consistent layout and an early syntax check save real debugging time.',
      ],
    },
    {
      heading: 'Features',
      items: [
        { title: 'Prettier for YAML', text: 'Documents are re-printed with 2-space indentation and consistent spacing after colons and sequence dashes.' },
        { title: 'Nothing lost', text: 'Comments, anchors (&), aliases (*), merge keys (<<) and block scalars (| and >) are kept as written.' },
        { title: 'Multi-document files', text: 'Several documents separated by --- stay separate, as in a single file of Kubernetes manifests.' },
        { title: 'Syntax errors located', text: 'Bad indentation, unclosed quotes and invalid mappings are reported with their position.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste one or more YAML documents into Input Code.' },
        { text: 'Click Format Code. The YAML is parsed with its comments attached to the nodes around them.' },
        { text: 'Prettier prints each document with uniform indentation.' },
        { text: 'Copy the result, or fold mappings and sequences to check the nesting.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Quote values such as no, yes, on, off, 1.10 or 010: YAML 1.1 parsers read them as booleans or numbers (the “Norway problem”, where NO becomes false).' },
        { text: 'Keep keys unique within a mapping; many parsers keep only the last value without warning.' },
        { text: 'Use anchors and aliases to reuse repeated blocks, but keep them close together so readers can follow them.' },
        { text: 'Validate against a schema as well, for example kubeconform for Kubernetes or the JSON Schema of your CI system.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Checking Kubernetes manifests and Helm values files.' },
        { text: 'Fixing GitHub Actions and GitLab CI pipelines after an indentation error.' },
        { text: 'Tidying Docker Compose files and Ansible playbooks.' },
        { text: 'Reading long OpenAPI specifications.' },
      ],
    },
  ],
};
