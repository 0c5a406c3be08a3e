import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { EngineError } from '../workers/lib';

/** Exit codes, as diff's: 0 same / success, 1 different / not formatted, 2 trouble. */
export const EXIT_OK = 0;
export const EXIT_DIFFERENT = 1;
export const EXIT_ERROR = 2;

/** A failure the user should read: printed as one line on stderr (no stack trace), exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = EXIT_ERROR,
  ) {
    super(message);
  }
}

/** An engine error as one line: its message, plus the position when the message does not already give it. */
export function engineMessage(error: EngineError, where?: string): string {
  const prefix = where ? `${where}: ` : '';
  const hasPosition = /\bline \d/i.test(error.message);
  const position = error.line !== undefined && !hasPosition ? ` (line ${error.line}, column ${error.column ?? 1})` : '';
  return `${prefix}${error.message.replace(/\s*\n\s*/g, ' ')}${position}`;
}

/** The text of FILE, or of standard input for `-`. */
export function readInput(file: string): string {
  return readInputBytes(file).toString('utf8');
}

/** The bytes of FILE, or of standard input for `-`. */
export function readInputBytes(file: string): Buffer {
  try {
    return readFileSync(file === '-' ? 0 : file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`${file}: No such file or directory`);
    if (code === 'EISDIR') throw new UsageError(`${file}: Is a directory`);
    if (code === 'EACCES') throw new UsageError(`${file}: Permission denied`);
    throw new UsageError(`${file}: ${(e as Error).message}`);
  }
}

/** Bytes gathered before one write to stdout. */
const CHUNK = 1 << 16;

/**
 * Buffered writing to stdout that respects backpressure: text is gathered into ~64 KB chunks, and when the stream's
 * buffer is full the writer waits for 'drain', so producing millions of rows needs constant memory.
 */
export class Output {
  private buffer: string[] = [];
  private size = 0;

  constructor(private readonly stream: NodeJS.WritableStream = process.stdout) {}

  /**
   * Adds text. Returns a promise only when a chunk went out (await it: it waits for 'drain' when the stream asked
   * to), so that writing a row costs no promise.
   */
  write(text: string): Promise<void> | undefined {
    this.buffer.push(text);
    this.size += text.length;
    return this.size >= CHUNK ? this.flush() : undefined;
  }

  async flush(): Promise<void> {
    if (this.size === 0) return;
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }
}

/** Writes one (possibly large) text to stdout and waits until the stream can take more. */
export async function writeAll(text: string, stream: NodeJS.WritableStream = process.stdout): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}
