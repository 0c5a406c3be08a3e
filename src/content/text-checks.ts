/**
 * The rules every static text follows (page texts and tool texts), shared by the content tests of src/content and
 * of the tool catalogue.
 */
import type { ContentSection } from './types';

/** Every piece of running text of a section (headings excluded). */
export const textsOf = (sections: ContentSection[]): string[] =>
  sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? []).flatMap((i) => [i.text])]);

export const allText = (sections: ContentSection[]): string =>
  sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []).flatMap((i) => [i.title ?? '', i.text])]).join(' ');

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

export const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|FIXME|XXX|\{[A-Za-z]+\}|\bundefined\b|\[object/;
// Marketing superlatives the brief rules out; "best practices" is a heading, so "best" alone is allowed.
export const FLUFF = /\b(ultimate|blazing|seamless(ly)?|cutting-edge|world-class|revolutionary|effortless(ly)?|powerful|lightning|amazing|awesome|state-of-the-art)\b/i;
// Features the site does not have.
export const FALSE_CLAIMS = /\b(log ?in to|sign in|create an account|your account|our API|REST API for|cloud storage|upload(ed)? to our)\b/i;
