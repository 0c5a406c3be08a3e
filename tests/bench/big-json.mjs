// The big-file path for JSON (BENCH_ONLY=bigjson): a 1 GB minified JSON of about 3.1 million records, written once
// into the inputs folder by scripts/make-big-json.mjs (not part of the default run: it needs 1 GB of disk and about
// a minute).
import { LINES_PER_RECORD, writeBigJson } from '../../scripts/make-big-json.mjs';
import { bigFormatScenario, bigInput, commandFloor } from './big-format.mjs';

export const BIG_JSON_FILE = 'json-1gb.json';

/** The 1 GB input (made when missing) with its record count. */
export const bigJsonInput = (inputsDir, log) => bigInput(inputsDir, log, BIG_JSON_FILE, 'scripts/make-big-json.mjs', writeBigJson);

/** `jq . file > /dev/null`: the command-line floor, wall time. */
export const jqFloor = (file) => commandFloor('jq .', file);

/** The big-file scenario in the JSON formatter; Find looks for the last record's name. */
export const bigJsonScenario = ({ file, records }) =>
  bigFormatScenario({
    route: '/json-formatter',
    file,
    lines: 2 + LINES_PER_RECORD * records,
    firstRow: 2,
    firstText: '"id": 0',
    validText: 'Valid JSON:',
    lastText: ']',
    query: `person ${records - 1}`,
    timeout: 120_000,
  });
