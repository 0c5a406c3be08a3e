#!/usr/bin/env node
/**
 * The command line: `devtoolbox format|compare|testdata|generate …`. A thin layer over the engines in workers/
 * (through the library entry, workers/lib.ts): argument parsing, files and streams, exit codes.
 */
import { compareCommand, COMPARE_HELP } from './compare';
import { formatCommand, FORMAT_HELP } from './format';
import { generateCommand, GENERATE_HELP } from './generate';
import { EXIT_ERROR, EXIT_OK, UsageError, writeAll } from './io';
import { testdataCommand, TESTDATA_HELP } from './testdata';

const HELP = `Usage: devtoolbox <command> [options]

The engines of DevToolbox on the command line, offline:

  format     format a file as the site's formatters do (13 languages); --check for CI
  compare    compare two files as the site's compare tools do; exit 0 same, 1 different, 2 error
  testdata   European test data (IBAN, phone, passport, address, BSN), streamed
  generate   JSON mock records from a schema or a template, streamed as JSON, NDJSON, CSV or SQL

Run devtoolbox <command> --help for its options. devtoolbox --version prints the version.`;

const COMMANDS: Record<string, { run: (argv: string[]) => Promise<number>; help: string }> = {
  format: { run: formatCommand, help: FORMAT_HELP },
  compare: { run: compareCommand, help: COMPARE_HELP },
  testdata: { run: testdataCommand, help: TESTDATA_HELP },
  generate: { run: generateCommand, help: GENERATE_HELP },
};

declare const __DEVTOOLBOX_VERSION__: string;

const isEpipe = (e: unknown) => (e as NodeJS.ErrnoException | null)?.code === 'EPIPE';

/** Runs the command line and returns the exit code; messages go to stderr as one line, never a stack trace. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
      const topic = command === 'help' && Object.hasOwn(COMMANDS, rest[0] ?? '') ? COMMANDS[rest[0]] : undefined;
      // Without a command, the usage is an error message: stderr, exit 2.
      await writeAll((topic?.help ?? HELP) + '\n', command === undefined ? process.stderr : process.stdout);
      return command === undefined ? EXIT_ERROR : EXIT_OK;
    }
    if (command === '-v' || command === '--version') {
      await writeAll(`${__DEVTOOLBOX_VERSION__}\n`);
      return EXIT_OK;
    }
    const entry = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!entry) throw new UsageError(`Unknown command: ${command}. Commands: ${Object.keys(COMMANDS).join(', ')}`);
    return await entry.run(rest);
  } catch (e) {
    if (isEpipe(e)) return EXIT_OK;
    const message =
      e instanceof UsageError
        ? e.message
        : (e as { code?: unknown }).code?.toString().startsWith('ERR_PARSE_ARGS')
          ? `${command}: ${(e as Error).message.split('\n')[0]}`
          : `${command ?? 'devtoolbox'}: ${(e as Error)?.message ?? String(e)}`;
    process.stderr.write(`devtoolbox: ${message}\n`);
    return e instanceof UsageError ? e.exitCode : EXIT_ERROR;
  }
}

// A reader that goes away (`| head`) ends the program quietly.
process.stdout.on('error', (e) => {
  if (isEpipe(e)) process.exit(EXIT_OK);
  throw e;
});

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
