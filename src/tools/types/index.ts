import { TYPE_TARGETS, type TypeTarget, type TypeTargetId } from '@workers/types/meta';
import type { ToolContent } from '../../content/types';
import type { Locale } from '../../lib/locale';
import type { TypesEntry } from '../tool-entry';
import { typesMessages } from './messages';

interface Line {
  recommended: readonly string[];
  /** The page text in each of the site's languages, each its own chunk (a missing one fails the type-check). */
  content: Record<Locale, () => Promise<{ content: ToolContent }>>;
}

/** One line per target of `workers/types/meta.ts`; a target missing here fails the type-check. */
const LINES: Record<TypeTargetId, Line> = {
  typescript: {
    recommended: ['json-to-zod', 'json-to-json-schema', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-typescript'),
      nl: () => import('./content/json-to-typescript.nl'),
      de: () => import('./content/json-to-typescript.de'),
      fr: () => import('./content/json-to-typescript.fr'),
      es: () => import('./content/json-to-typescript.es'),
      it: () => import('./content/json-to-typescript.it'),
      pl: () => import('./content/json-to-typescript.pl'),
    },
  },
  'json-schema': {
    recommended: ['json-schema-validator', 'json-to-typescript', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-json-schema'),
      nl: () => import('./content/json-to-json-schema.nl'),
      de: () => import('./content/json-to-json-schema.de'),
      fr: () => import('./content/json-to-json-schema.fr'),
      es: () => import('./content/json-to-json-schema.es'),
      it: () => import('./content/json-to-json-schema.it'),
      pl: () => import('./content/json-to-json-schema.pl'),
    },
  },
  zod: {
    recommended: ['json-to-typescript', 'json-to-json-schema', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-zod'),
      nl: () => import('./content/json-to-zod.nl'),
      de: () => import('./content/json-to-zod.de'),
      fr: () => import('./content/json-to-zod.fr'),
      es: () => import('./content/json-to-zod.es'),
      it: () => import('./content/json-to-zod.it'),
      pl: () => import('./content/json-to-zod.pl'),
    },
  },
  go: {
    recommended: ['json-to-rust', 'json-to-typescript', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-go'),
      nl: () => import('./content/json-to-go.nl'),
      de: () => import('./content/json-to-go.de'),
      fr: () => import('./content/json-to-go.fr'),
      es: () => import('./content/json-to-go.es'),
      it: () => import('./content/json-to-go.it'),
      pl: () => import('./content/json-to-go.pl'),
    },
  },
  rust: {
    recommended: ['json-to-go', 'json-to-typescript', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-rust'),
      nl: () => import('./content/json-to-rust.nl'),
      de: () => import('./content/json-to-rust.de'),
      fr: () => import('./content/json-to-rust.fr'),
      es: () => import('./content/json-to-rust.es'),
      it: () => import('./content/json-to-rust.it'),
      pl: () => import('./content/json-to-rust.pl'),
    },
  },
  python: {
    recommended: ['json-to-typescript', 'json-to-json-schema', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-python'),
      nl: () => import('./content/json-to-python.nl'),
      de: () => import('./content/json-to-python.de'),
      fr: () => import('./content/json-to-python.fr'),
      es: () => import('./content/json-to-python.es'),
      it: () => import('./content/json-to-python.it'),
      pl: () => import('./content/json-to-python.pl'),
    },
  },
  java: {
    recommended: ['json-to-kotlin', 'json-to-csharp', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-java'),
      nl: () => import('./content/json-to-java.nl'),
      de: () => import('./content/json-to-java.de'),
      fr: () => import('./content/json-to-java.fr'),
      es: () => import('./content/json-to-java.es'),
      it: () => import('./content/json-to-java.it'),
      pl: () => import('./content/json-to-java.pl'),
    },
  },
  csharp: {
    recommended: ['json-to-java', 'json-to-typescript', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-csharp'),
      nl: () => import('./content/json-to-csharp.nl'),
      de: () => import('./content/json-to-csharp.de'),
      fr: () => import('./content/json-to-csharp.fr'),
      es: () => import('./content/json-to-csharp.es'),
      it: () => import('./content/json-to-csharp.it'),
      pl: () => import('./content/json-to-csharp.pl'),
    },
  },
  kotlin: {
    recommended: ['json-to-java', 'json-to-swift', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-kotlin'),
      nl: () => import('./content/json-to-kotlin.nl'),
      de: () => import('./content/json-to-kotlin.de'),
      fr: () => import('./content/json-to-kotlin.fr'),
      es: () => import('./content/json-to-kotlin.es'),
      it: () => import('./content/json-to-kotlin.it'),
      pl: () => import('./content/json-to-kotlin.pl'),
    },
  },
  swift: {
    recommended: ['json-to-kotlin', 'json-to-typescript', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-swift'),
      nl: () => import('./content/json-to-swift.nl'),
      de: () => import('./content/json-to-swift.de'),
      fr: () => import('./content/json-to-swift.fr'),
      es: () => import('./content/json-to-swift.es'),
      it: () => import('./content/json-to-swift.it'),
      pl: () => import('./content/json-to-swift.pl'),
    },
  },
};

/** All ten pages share one body chunk. */
const body = () => import('./types-body').then((m) => m.TypesBody);

/** One page per target. */
export const tools: readonly TypesEntry<`json-to-${TypeTarget['slug']}`>[] = TYPE_TARGETS.map((t) => ({
  kind: 'types',
  id: `json-to-${t.slug}`,
  path: `/json-to-${t.slug}`,
  title: `JSON to ${t.name}${t.id === 'json-schema' ? ' Generator' : ' Types'}`,
  recommended: LINES[t.id].recommended,
  body,
  content: (locale) => LINES[t.id].content[locale](),
  messages: typesMessages,
  target: t.id,
}));
