import type { Plugin } from 'vite';

/**
 * jq-wasm 1.0.1 (jq compiled with Emscripten) feeds stdin one byte at a time with `stdinBuffer.slice(1)` and grows
 * stdout and stderr one byte at a time by copying the whole buffer: both quadratic, so 100 KB of input already takes
 * seconds and 10 MB never finishes. Its wrapper also trims the output and drops jq's error text whenever some output
 * came first. This build-time patch replaces that I/O glue (and only it; jq itself and its WebAssembly are untouched)
 * with a read index and doubling buffers, and adds `run(input, args)`, which returns jq's exit status, stdout and
 * stderr exactly as written. The patch fails the build when the file no longer has the expected text (a new
 * jq-wasm version must be checked again).
 */
const FILE = /[\\/]jq-wasm[\\/]dist[\\/]build[\\/]jq\.js$/;
const START = 'let stdinString = "";';
const END = 'raw(jsonString, query, flags = []) { return runtimeInitPromise.then(() => rawImpl(jsonString, query, flags)); } };';

const REPLACEMENT = `let stdinBuffer = new Uint8Array(0);
        let stdinPos = 0;
        const newSink = () => ({ buf: new Uint8Array(1 << 16), len: 0 });
        const put = (sink, c) => { if (sink.len === sink.buf.length) { const grown = new Uint8Array(sink.buf.length * 2); grown.set(sink.buf); sink.buf = grown; } sink.buf[sink.len++] = c; };
        let stdout = newSink();
        let stderr = newSink();
        let runtimeInitResolve;
        const runtimeInitPromise = new Promise(resolve => { runtimeInitResolve = resolve; });
        function runImpl(input, args) { stdinBuffer = input; stdinPos = 0; stdout = newSink(); stderr = newSink(); const status = Module.callMain(["-M", ...args]); const decoder = new TextDecoder("utf-8"); const result = { status, stdout: decoder.decode(stdout.buf.subarray(0, stdout.len)), stderr: decoder.decode(stderr.buf.subarray(0, stderr.len)) }; stdinBuffer = new Uint8Array(0); stdout = newSink(); stderr = newSink(); return result; }
        Module = { ...Module, noInitialRun: true, noExitRuntime: true, onRuntimeInitialized() { runtimeInitResolve(); }, printErr(message) { if (typeof message === "string" && message.includes("program exited (with status:")) {
                return;
            } console.error(message); }, preRun() { FS.init(() => (stdinPos < stdinBuffer.length ? stdinBuffer[stdinPos++] : null), charCode => { if (charCode !== null && charCode !== undefined) put(stdout, charCode); }, charCode => { if (charCode !== null && charCode !== undefined) put(stderr, charCode); }); }, run(input, args) { return runtimeInitPromise.then(() => runImpl(input, args)); } };`;

/** Returns jq.js with the I/O glue replaced; throws when the expected text is not there. */
export function patchJqWasm(code: string): string {
  const start = code.indexOf(START);
  const end = code.indexOf(END);
  if (start < 0 || end < start || code.indexOf(START, start + 1) >= 0) throw new Error('jq-wasm: jq.js is not the version this patch was written for (see scripts/jq-wasm-patch.ts)');
  return code.slice(0, start) + REPLACEMENT + code.slice(end + END.length);
}

/** The Vite plugin (main, worker and test builds). */
export function jqWasmPatch(): Plugin {
  return {
    name: 'jq-wasm-patch',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0])) return null;
      return { code: patchJqWasm(code), map: null };
    },
  };
}
