import { once } from 'node:events';
import { closeSync, createReadStream, fstatSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ByteSource, EngineError } from '../workers/lib';

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

/** A failure to open or read FILE as one line for the user. */
function fileError(file: string, e: unknown): UsageError {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new UsageError(`${file}: No such file or directory`);
  if (code === 'EISDIR') return new UsageError(`${file}: Is a directory`);
  if (code === 'EACCES') return new UsageError(`${file}: Permission denied`);
  return new UsageError(`${file}: ${(e as Error).message}`);
}

/** The bytes of FILE, or of standard input for `-`. */
export function readInputBytes(file: string): Buffer {
  try {
    return readFileSync(file === '-' ? 0 : file);
  } catch (e) {
    throw fileError(file, e);
  }
}

/**
 * An input opened for reading: its size, reads of any range (what the big-file engines take) and, for an input
 * small enough to be one text, all its bytes. close() frees it.
 */
export interface InputFile {
  readonly size: number;
  readonly source: ByteSource;
  bytes(): Uint8Array;
  close(): void;
}

/** A file open as `fd` (`size` bytes), read where asked (positional reads: nothing is held). */
function fdInput(fd: number, size: number, onClose?: () => void): InputFile {
  const readAt = (start: number, end: number) => {
    const buffer = Buffer.allocUnsafe(Math.max(0, Math.min(end, size) - start));
    let at = 0;
    while (at < buffer.length) {
      const n = readSync(fd, buffer, at, buffer.length - at, start + at);
      if (n === 0) break;
      at += n;
    }
    return buffer.subarray(0, at);
  };
  return {
    size,
    source: { size, read: async (start, end) => readAt(start, end) },
    bytes: () => readAt(0, size),
    close: () => {
      closeSync(fd);
      onClose?.();
    },
  };
}

/**
 * Opens FILE (standard input for `-`) for reading. A regular file is read where the engines ask; anything else (a
 * pipe, standard input) is read through once: kept in memory up to `keepBytes`, and past that written to a
 * temporary file (removed at once, so nothing is left behind however the program ends) and read from there, so
 * that an input of any size takes constant memory.
 */
export async function openInput(file: string, keepBytes: number): Promise<InputFile> {
  let stream: NodeJS.ReadableStream = process.stdin;
  if (file !== '-') {
    let fd: number;
    try {
      fd = openSync(file, 'r');
      const stat = fstatSync(fd);
      if (stat.isDirectory()) throw Object.assign(new Error('Is a directory'), { code: 'EISDIR' });
      if (stat.isFile()) return fdInput(fd, stat.size);
    } catch (e) {
      throw fileError(file, e);
    }
    stream = createReadStream('', { fd });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let spool: { fd: number; remove: () => void } | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!spool) {
        chunks.push(chunk);
        size += chunk.length;
        if (size <= keepBytes) continue;
        spool = temporaryFile();
        for (const c of chunks.splice(0)) writeAllSync(spool.fd, c);
      } else {
        writeAllSync(spool.fd, chunk);
        size += chunk.length;
      }
    }
  } catch (e) {
    spool?.remove();
    if (spool) closeSync(spool.fd);
    throw e instanceof UsageError ? e : fileError(file, e);
  }
  if (spool) return fdInput(spool.fd, size, spool.remove);
  const all = Buffer.concat(chunks, size);
  return { size, source: { size, read: async (start, end) => all.subarray(start, end) }, bytes: () => all, close: () => {} };
}

function writeAllSync(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}

/**
 * A new temporary file open for writing and reading. Its name is removed at once where the system allows it (the
 * data stays until the file is closed); `remove` removes whatever is left.
 */
function temporaryFile(): { fd: number; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'devtoolbox-'));
  const name = path.join(dir, 'input');
  const fd = openSync(name, 'w+', 0o600);
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    remove();
  } catch {
    // Removed on close instead (systems that keep the name of an open file).
  }
  return { fd, remove };
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

/** Writes one (possibly large) text or part of bytes to stdout and waits until the stream can take more. */
export async function writeAll(data: string | Uint8Array, stream: NodeJS.WritableStream = process.stdout): Promise<void> {
  if (!stream.write(data)) await once(stream, 'drain');
}
