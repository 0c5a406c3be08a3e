import type { ComponentType } from 'react';
import type { CompareTypeId } from '@workers/compare/meta';
import type { ConversionId } from '@workers/convert/meta';
import type { FormatLanguageId } from '@workers/format/meta';
import type { TypeTargetId } from '@workers/types/meta';
import type { ToolContent } from '../content/types';
import type { MessageSource } from '../lib/i18n';
import type { Locale } from '../lib/locale';

/** What a tool is; each kind has its own body and, for formatters, compare tools, converters and types, its variant. */
export type ToolKind = 'formatter' | 'compare' | 'converter' | 'types' | 'generator' | 'utility';

interface ToolEntryBase<K extends ToolKind, Id extends string> {
  kind: K;
  /** Stable id, also the path without the leading slash. */
  id: Id;
  path: `/${Id}`;
  /**
   * The tool's English title: its name in analytics events and error reports, the same in every language. What a
   * page shows (name, title, description, intro, keywords) are messages named after the id (`toolText` in the
   * catalogue).
   */
  title: string;
  /** The ids of the tools recommended on this tool's page (catalogue.test.ts checks that each names a tool). */
  recommended: readonly string[];
  /** The interactive body: its own chunk, loaded with the page. */
  body: () => Promise<ComponentType<{ tool: ToolEntry<K> }>>;
  /**
   * The page's long static text in a language (a module of the tool's folder, so a missing one fails the
   * type-check): `content/<name>.ts` in English, `content/<name>.<locale>.ts` in another language. A folder that
   * has no translation yet ignores the language.
   */
  content: (locale: Locale) => Promise<{ content: ToolContent }>;
  /**
   * The messages of the tool's screen (`messages/<locale>.json` of its folder, and of shared panels it shows), loaded
   * with its page.
   */
  messages?: MessageSource | readonly MessageSource[];
  /**
   * The files this tool opens when the installed app is chosen to open them (the web app manifest's
   * file_handlers), by MIME type, extensions with their dot. Each extension belongs to one tool; a tool that
   * declares some takes files handed to the page (src/lib/incoming-files.ts).
   */
  opens?: Readonly<Record<string, readonly string[]>>;
}

export interface FormatterEntry<Id extends string = string> extends ToolEntryBase<'formatter', Id> {
  language: FormatLanguageId;
}

export interface CompareEntry<Id extends string = string> extends ToolEntryBase<'compare', Id> {
  compareType: CompareTypeId;
}

export interface ConverterEntry<Id extends string = string> extends ToolEntryBase<'converter', Id> {
  conversion: ConversionId;
}

/** A page of types from data: one per target language, all served by one body. */
export interface TypesEntry<Id extends string = string> extends ToolEntryBase<'types', Id> {
  target: TypeTargetId;
}

export type GeneratorEntry<Id extends string = string> = ToolEntryBase<'generator', Id>;

export type UtilityEntry<Id extends string = string> = ToolEntryBase<'utility', Id>;

interface EntryOfKind<Id extends string> {
  formatter: FormatterEntry<Id>;
  compare: CompareEntry<Id>;
  converter: ConverterEntry<Id>;
  types: TypesEntry<Id>;
  generator: GeneratorEntry<Id>;
  utility: UtilityEntry<Id>;
}

/**
 * One catalogue entry: a union discriminated by `kind`. A tool folder's `index.ts` declares its entries with
 * their own ids (`FormatterEntry<'json-formatter' | …>`), from which the catalogue derives `ToolId`; everywhere
 * else they are `ToolEntry<kind>`. This file imports nothing of the catalogue, which imports the folders.
 */
export type ToolEntry<K extends ToolKind = ToolKind, Id extends string = string> = EntryOfKind<Id>[K];
