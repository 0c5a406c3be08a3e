#!/usr/bin/env node
/**
 * Writes an XML document of person-like records of about `megabytes` MB (one root, records without line breaks
 * between them, about 400 bytes a record, so 1024 MB is about 2.6 million records), the same bytes on every
 * machine. Each record has attributes, nested elements, mixed content, an entity reference, a CDATA section and a
 * comment. Used by the big-file end-to-end tests and the `bigxml` benchmark.
 * Usage: node scripts/make-big-xml.mjs OUT MEGABYTES
 */
import { runAsScript, writeRecords } from './write-records.mjs';

/** The document's start, before the first record. */
export const BIG_XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<people>';
/** The document's end, after the last record. */
export const BIG_XML_TAIL = '</people>\n';

/** The record with id `i`. */
export const bigXmlRecord = (i) =>
  `<person id="${i}" active="${i % 3 === 0}"><name>person ${i}</name><email>p${i}@example.com</email>` +
  `<age>${20 + (i % 60)}</age><tags><tag>a</tag><tag>b</tag></tags><address><street>${i % 500} Main Street</street>` +
  `<city>City ${i % 100}</city><zip>${10000 + (i % 9000)}</zip><country/></address>` +
  `<bio>Likes <b>tea</b> &amp; coffee. Lorem ipsum dolor sit amet, consectetur adipiscing elit.</bio>` +
  `<note><![CDATA[score < ${i % 1000}]]></note><!-- record ${i} --></person>`;

/**
 * Formatted lines per record (xmllint --format): the person's start and end tags, name, email, age, tags (start,
 * two tags, end), address (start, street, city, zip, country, end), bio, note and the comment.
 */
export const XML_LINES_PER_RECORD = 18;

/** Writes the file; returns its size in bytes and its number of records. */
export const writeBigXml = (out, megabytes) => writeRecords(out, megabytes, { head: BIG_XML_HEAD, tail: BIG_XML_TAIL, record: bigXmlRecord });

runAsScript(import.meta.url, 'make-big-xml.mjs', writeBigXml);
