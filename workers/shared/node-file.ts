/**
 * Under Node only (the unit tests, the command line and the library): the path of a file that an installed package
 * ships, found by Node's module resolution from this module, so that it works from the sources, from dist-cli/ and
 * from a project that installed the package (wherever npm put the dependency). `entry` is resolvable (a package,
 * or a file of a package without an `exports` map); `sibling`, when given, names a file beside it instead.
 * The browser never calls this: `node:module` is imported through a variable so that bundlers leave it alone.
 */
export async function nodePackageFile(entry: string, sibling?: string): Promise<string> {
  const nodeModule = 'node:module';
  const { createRequire } = (await import(/* @vite-ignore */ nodeModule)) as {
    createRequire(from: string): { resolve(id: string): string };
  };
  const resolved = createRequire(import.meta.url).resolve(entry);
  if (sibling === undefined) return resolved;
  const cut = Math.max(resolved.lastIndexOf('/'), resolved.lastIndexOf('\\'));
  return resolved.slice(0, cut + 1) + sibling;
}
