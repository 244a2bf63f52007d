// The static origin as a folder (the static nginx's root, or locally DATA_DIR/static): the origin interface of
// static-origin.mjs, synchronous. Object metadata is not stored: the web server answers with its own headers.
import fs from 'node:fs';
import path from 'node:path';

/**
 * An origin: `readText(key)` and `readBytes(key)` (a Buffer, for images; both null when absent), `writeFile(key, body,
 * { contentType, cacheControl })` (the whole object at once: readers see the old file or the new one, never a part),
 * `exists(key)`. Keys are relative paths without a leading slash (`remotes.json`,
 * `remotes/dashboard/<version>/mf-manifest.json`).
 */
export function folderOrigin(staticDir) {
  const file = (key) => path.join(staticDir, ...key.split('/'));
  return {
    async: false,
    describe: () => staticDir,
    readText: (key) => (fs.existsSync(file(key)) ? fs.readFileSync(file(key), 'utf8') : null),
    readBytes: (key) => (fs.existsSync(file(key)) ? fs.readFileSync(file(key)) : null),
    exists: (key) => fs.existsSync(file(key)),
    writeFile(key, body) {
      const target = file(key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(partial, body);
      fs.renameSync(partial, target);
    },
  };
}
