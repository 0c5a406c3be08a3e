// The big-file path for XML (BENCH_ONLY=bigxml): a 1 GB XML document of about 2.6 million records, written once into
// the inputs folder by scripts/make-big-xml.mjs (not part of the default run: it needs 1 GB of disk and about a
// minute).
import { writeBigXml, XML_LINES_PER_RECORD } from '../../scripts/make-big-xml.mjs';
import { bigFormatScenario, bigInput, commandFloor } from './big-format.mjs';

export const BIG_XML_FILE = 'xml-1gb.xml';

/** The 1 GB input (made when missing) with its record count. */
export const bigXmlInput = (inputsDir, log) => bigInput(inputsDir, log, BIG_XML_FILE, 'scripts/make-big-xml.mjs', writeBigXml);

/** `xmllint --format file > /dev/null`: the command-line floor, wall time. */
export const xmllintFloor = (file) => commandFloor('xmllint --format', file);

/** The big-file scenario in the XML formatter; Find looks for the last record's name with its end tag's `<`. */
export const bigXmlScenario = ({ file, records }) =>
  bigFormatScenario({
    route: '/xml-formatter',
    file,
    lines: 3 + XML_LINES_PER_RECORD * records,
    firstRow: 3,
    firstText: '<name>person 0</name>',
    validText: 'Valid XML:',
    lastText: '</people>',
    query: `person ${records - 1}<`,
    timeout: 180_000,
  });
