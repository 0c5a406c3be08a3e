import type { ComponentType } from 'react';
import type { CompareTypeId } from '@workers/compare/meta';
import type { ConversionId } from '@workers/convert/meta';
import type { FormatLanguageId } from '@workers/format/meta';
import type { ToolContent } from '../content/types';

/** What a tool is; each kind has its own body and, for formatters, compare tools and converters, its variant. */
export type ToolKind = 'formatter' | 'compare' | 'converter' | 'generator' | 'utility';

interface ToolEntryBase<K extends ToolKind, Id extends string> {
  kind: K;
  /** Stable id, also the path without the leading slash. */
  id: Id;
  path: `/${Id}`;
  /** Short label for menus and cards. */
  name: string;
  /** Heading and page-title base. */
  title: string;
  /** Meta description and card text. */
  description: string;
  /** One-paragraph intro under the heading. */
  intro: string;
  keywords: readonly string[];
  /** The ids of the tools recommended on this tool's page (catalogue.test.ts checks that each names a tool). */
  recommended: readonly string[];
  /** The interactive body: its own chunk, loaded with the page. */
  body: () => Promise<ComponentType<{ tool: ToolEntry<K> }>>;
  /** The page's long static text (a module of the tool's folder, so a missing one fails the type-check). */
  content: () => Promise<{ content: ToolContent }>;
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

export type GeneratorEntry<Id extends string = string> = ToolEntryBase<'generator', Id>;

export type UtilityEntry<Id extends string = string> = ToolEntryBase<'utility', Id>;

interface EntryOfKind<Id extends string> {
  formatter: FormatterEntry<Id>;
  compare: CompareEntry<Id>;
  converter: ConverterEntry<Id>;
  generator: GeneratorEntry<Id>;
  utility: UtilityEntry<Id>;
}

/**
 * One catalogue entry: a union discriminated by `kind`. A tool folder's `index.ts` declares its entries with
 * their own ids (`FormatterEntry<'json-formatter' | …>`), from which the catalogue derives `ToolId`; everywhere
 * else they are `ToolEntry<kind>`. This file imports nothing of the catalogue, which imports the folders.
 */
export type ToolEntry<K extends ToolKind = ToolKind, Id extends string = string> = EntryOfKind<Id>[K];
