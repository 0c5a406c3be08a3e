#!/usr/bin/env node
/**
 * The command line: `devtoolbox format|compare|testdata|generate|types …`. A thin layer over the engines in workers/
 * (through the library entry, workers/lib.ts): argument parsing, files and streams, exit codes.
 */
import { EXIT_ERROR, EXIT_OK, UsageError, writeAll } from './io';

const HELP = `Usage: devtoolbox <command> [options]

The engines of DevToolbox on the command line, offline:

  format     format a file as the site's formatters do (13 languages); --check for CI
  compare    compare two files as the site's compare tools do; exit 0 same, 1 different, 2 error
  testdata   European test data (IBAN, phone, passport, address, BSN), streamed
  generate   JSON mock records from a schema or a template, streamed as JSON, NDJSON, CSV or SQL
  types      types and schemas from data (TypeScript, JSON Schema, Zod, Go, Rust, Python, Java, C#, Kotlin, Swift)
  xpath      evaluate an XPath expression on an XML file (XPath 1.0 by libxml2, 3.1 by fontoxpath)
  validate   validate an XML file against an XML Schema or its DTD (libxml2); exit 0 valid, 1 invalid, 2 error

Run devtoolbox <command> --help for its options. devtoolbox --version prints the version.`;

interface Command {
  run(argv: string[]): Promise<number>;
  help: string;
}

/**
 * Each command's module is loaded only when it runs, so that a command pays only for its own engines' start-up
 * (faker alone takes a few hundred milliseconds to load; `compare` of two text files needs none of it).
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  format: () => import('./format').then((m) => ({ run: m.formatCommand, help: m.FORMAT_HELP })),
  compare: () => import('./compare').then((m) => ({ run: m.compareCommand, help: m.COMPARE_HELP })),
  testdata: () => import('./testdata').then((m) => ({ run: m.testdataCommand, help: m.TESTDATA_HELP })),
  generate: () => import('./generate').then((m) => ({ run: m.generateCommand, help: m.GENERATE_HELP })),
  types: () => import('./types').then((m) => ({ run: m.typesCommand, help: m.TYPES_HELP })),
  xpath: () => import('./xml').then((m) => ({ run: m.xpathCommand, help: m.XPATH_HELP })),
  validate: () => import('./xml').then((m) => ({ run: m.validateCommand, help: m.VALIDATE_HELP })),
};

declare const __DEVTOOLBOX_VERSION__: string;

const isEpipe = (e: unknown) => (e as NodeJS.ErrnoException | null)?.code === 'EPIPE';

/** Runs the command line and returns the exit code; messages go to stderr as one line, never a stack trace. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
      const topic = command === 'help' && Object.hasOwn(COMMANDS, rest[0] ?? '') ? await COMMANDS[rest[0]]() : undefined;
      // Without a command, the usage is an error message: stderr, exit 2.
      await writeAll((topic?.help ?? HELP) + '\n', command === undefined ? process.stderr : process.stdout);
      return command === undefined ? EXIT_ERROR : EXIT_OK;
    }
    if (command === '-v' || command === '--version') {
      await writeAll(`${__DEVTOOLBOX_VERSION__}\n`);
      return EXIT_OK;
    }
    const entry = Object.hasOwn(COMMANDS, command) ? await COMMANDS[command]() : undefined;
    if (!entry) throw new UsageError(`Unknown command: ${command}. Commands: ${Object.keys(COMMANDS).join(', ')}`);
    return await entry.run(rest);
  } catch (e) {
    if (isEpipe(e)) return EXIT_OK;
    const message =
      e instanceof UsageError
        ? e.message
        : (e as { code?: unknown }).code?.toString().startsWith('ERR_PARSE_ARGS')
          ? `${command}: ${(e as Error).message.split('\n')[0]}`
          : `${command ?? 'devtoolbox'}: ${messageOf(e)}`;
    printError(message);
    return e instanceof UsageError ? e.exitCode : EXIT_ERROR;
  }
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Every error the program reports: one line on stderr, ending with a line break. */
function printError(message: string): void {
  process.stderr.write(`devtoolbox: ${message.replace(/\s*\n\s*/g, ' ').trim()}\n`);
}

// A reader that goes away (`| head`) ends the program quietly; any other failure to write (a full disk) is reported.
process.stdout.on('error', (e) => {
  if (isEpipe(e)) process.exit(EXIT_OK);
  printError(`cannot write the output: ${messageOf(e)}`);
  process.exit(EXIT_ERROR);
});

// Whatever escapes main (an error in a stream's event) is still one line, with exit code 2.
process.on('uncaughtException', (e) => {
  printError(messageOf(e));
  process.exit(EXIT_ERROR);
});

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
