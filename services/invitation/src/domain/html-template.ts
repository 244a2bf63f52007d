import fs from 'node:fs';
import path from 'node:path';

/**
 * The shell's index.html, the page every route starts from. Read from SHELL_INDEX_FILE (the local build by
 * default), re-read when the file changes; or fetched from SHELL_INDEX_URL (the CDN) and kept for a minute.
 */
export function shellTemplate(env: NodeJS.ProcessEnv = process.env): () => Promise<string> {
  const url = env.SHELL_INDEX_URL;
  if (url) {
    let cached = { at: 0, html: '' };
    return async () => {
      if (Date.now() - cached.at > 60_000 || !cached.html) {
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
          const html = response.ok ? await response.text() : '';
          // Keep serving the last good page through a CDN hiccup; never cache an empty one.
          if (html.includes('<head>')) cached = { at: Date.now(), html };
        } catch {
          if (!cached.html) throw new Error('shell index.html unavailable');
        }
      }
      if (!cached.html) throw new Error('shell index.html unavailable');
      return cached.html;
    };
  }
  const file = env.SHELL_INDEX_FILE ?? path.resolve(__dirname, '../../../../shell/dist/index.html');
  let cached = { mtimeMs: -1, html: '' };
  return async () => {
    const { mtimeMs } = await fs.promises.stat(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
    return cached.html;
  };
}
