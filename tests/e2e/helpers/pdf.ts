/** The text of each page of a PDF (pdf.js through unpdf), runs of whitespace collapsed. */
export async function pdfPages(data: Uint8Array): Promise<string[]> {
  // pdf.js expects Node 22's Promise.withResolvers; the project runs on Node 20.
  if (!('withResolvers' in Promise)) {
    Object.assign(Promise, {
      withResolvers<T>() {
        let resolve!: (v: T) => void;
        let reject!: (e: unknown) => void;
        const promise = new Promise<T>((a, b) => {
          resolve = a;
          reject = b;
        });
        return { promise, resolve, reject };
      },
    });
  }
  const pdfjs = await (await import('unpdf')).getResolvedPDFJS();
  const task = pdfjs.getDocument({ data });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    // Words of one line may be separate items: compare with runs of whitespace collapsed.
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await task.destroy();
  return pages;
}
