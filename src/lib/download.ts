/** Saves `data` as a file named `filename` through a temporary object URL. */
export function downloadFile(data: BlobPart | Blob, filename: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(data instanceof Blob ? data : new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // A large file may take a while to be taken from the URL.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type SaveFilePicker = (options: { suggestedName: string }) => Promise<FileSystemFileHandle>;

/**
 * Saves a file written in parts (a big file's formatted output): straight to disk through the save dialog where the
 * browser has one (the File System Access API), else gathered into a Blob (the browser keeps its bytes outside the
 * page's heap) and downloaded. `produce` writes the parts and resolves with null when it stopped (cancelled or
 * failed): nothing is saved then. False when nothing was saved (the dialog was dismissed too).
 */
export async function saveParts(filename: string, type: string, produce: (write: (part: Uint8Array) => Promise<void>) => Promise<unknown>): Promise<boolean> {
  const picker = (window as unknown as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  let writable: FileSystemWritableFileStream | null = null;
  if (picker) {
    try {
      writable = await (await picker({ suggestedName: filename })).createWritable();
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return false;
      writable = null;
    }
  }
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const done = await produce(async (part) => {
    if (writable) await writable.write(part as Uint8Array<ArrayBuffer>);
    else parts.push(part as Uint8Array<ArrayBuffer>);
  });
  if (done === null) {
    await writable?.abort();
    return false;
  }
  if (writable) await writable.close();
  else downloadFile(new Blob(parts, { type }), filename);
  return true;
}
