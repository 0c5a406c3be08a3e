/** Types of make-big-xml.mjs (imported by the end-to-end tests). */
export declare const BIG_XML_HEAD: string;
export declare const BIG_XML_TAIL: string;
export declare function bigXmlRecord(i: number): string;
export declare const XML_LINES_PER_RECORD: number;
export declare function writeBigXml(out: string, megabytes: number): { size: number; records: number };
