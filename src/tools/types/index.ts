import { TYPE_TARGETS, type TypeTarget, type TypeTargetId } from '@workers/types/meta';
import type { ToolContent } from '../../content/types';
import type { TypesEntry } from '../tool-entry';

interface Line {
  /** What the page makes, for its title ("JSON to TypeScript"). */
  blurb: string;
  keywords: readonly string[];
  recommended: readonly string[];
  content: () => Promise<{ content: ToolContent }>;
}

/** One line per target of `workers/types/meta.ts`; a target missing here fails the type-check. */
const LINES: Record<TypeTargetId, Line> = {
  typescript: {
    blurb: 'Generate TypeScript interfaces from JSON, NDJSON, YAML or CSV: every record read, optional and nullable kept apart, files up to 2 GB.',
    keywords: ['json to typescript', 'json to ts', 'typescript interface from json', 'json to type'],
    recommended: ['json-to-zod', 'json-to-json-schema', 'json-formatter'],
    content: () => import('./content/json-to-typescript'),
  },
  'json-schema': {
    blurb: 'Generate a JSON Schema (2020-12) from sample JSON: required keys, nullable values, formats and closed objects inferred from every record.',
    keywords: ['json to json schema', 'generate json schema', 'json schema from json', 'infer json schema'],
    recommended: ['json-schema-validator', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-json-schema'),
  },
  zod: {
    blurb: 'Generate Zod 4 schemas from JSON: strict objects, safe integers, string formats and inferred types, from every record of your data.',
    keywords: ['json to zod', 'zod schema from json', 'generate zod schema', 'zod 4'],
    recommended: ['json-to-typescript', 'json-to-json-schema', 'json-formatter'],
    content: () => import('./content/json-to-zod'),
  },
  go: {
    blurb: 'Generate Go structs from JSON with json tags: omitempty for optional keys, pointers for nulls, int64 or uint64 by the range of the data.',
    keywords: ['json to go', 'json to go struct', 'golang struct from json', 'json tags'],
    recommended: ['json-to-rust', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-go'),
  },
  rust: {
    blurb: 'Generate Rust structs with serde derives from JSON: Option for optional and nullable fields, renames for keys, i64 or u64 by range.',
    keywords: ['json to rust', 'serde struct from json', 'rust struct generator', 'json to serde'],
    recommended: ['json-to-go', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-rust'),
  },
  python: {
    blurb: 'Generate Python pydantic v2 models or TypedDicts from JSON: aliases for keys, Optional where the data has nulls, dates as datetime.',
    keywords: ['json to python', 'json to pydantic', 'pydantic model from json', 'json to typeddict'],
    recommended: ['json-to-typescript', 'json-to-json-schema', 'json-formatter'],
    content: () => import('./content/json-to-python'),
  },
  java: {
    blurb: 'Generate Java records with Jackson annotations from JSON: every key mapped, boxed types where values may be null, BigInteger past 64 bits.',
    keywords: ['json to java', 'json to java record', 'jackson pojo from json', 'json to pojo'],
    recommended: ['json-to-kotlin', 'json-to-csharp', 'json-formatter'],
    content: () => import('./content/json-to-java'),
  },
  csharp: {
    blurb: 'Generate C# records for System.Text.Json from JSON: JsonPropertyName on every property, nullable annotations, DateTimeOffset and Guid.',
    keywords: ['json to c#', 'json to csharp', 'c# class from json', 'system.text.json record'],
    recommended: ['json-to-java', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-csharp'),
  },
  kotlin: {
    blurb: 'Generate Kotlin data classes for kotlinx.serialization from JSON: SerialName for keys, nullable types with defaults for optional keys.',
    keywords: ['json to kotlin', 'kotlin data class from json', 'kotlinx serialization', 'json to kotlin data class'],
    recommended: ['json-to-java', 'json-to-swift', 'json-formatter'],
    content: () => import('./content/json-to-kotlin'),
  },
  swift: {
    blurb: 'Generate Swift Codable structs from JSON: CodingKeys for renamed keys, optionals where the data has gaps, UUID and URL where every value is one.',
    keywords: ['json to swift', 'swift codable from json', 'json to swift struct', 'codingkeys'],
    recommended: ['json-to-kotlin', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-swift'),
  },
};

/** All ten pages share one body chunk. */
const body = () => import('./types-body').then((m) => m.TypesBody);

/** One page per target. */
export const tools: readonly TypesEntry<`json-to-${TypeTarget['slug']}`>[] = TYPE_TARGETS.map((t) => ({
  kind: 'types',
  id: `json-to-${t.slug}`,
  path: `/json-to-${t.slug}`,
  name: `JSON to ${t.name}`,
  title: `JSON to ${t.name}${t.id === 'json-schema' ? ' Generator' : ' Types'}`,
  description: LINES[t.id].blurb,
  intro: `${LINES[t.id].blurb} Everything runs in your browser: your data never leaves this page.`,
  keywords: LINES[t.id].keywords,
  recommended: LINES[t.id].recommended,
  body,
  content: LINES[t.id].content,
  target: t.id,
}));
