import path from 'node:path';
import { publishedFile, staticOrigin, type Logger } from './static-origin';

/** A page we can fill: it has a head to put the preview tags in. Anything else is not a good copy. */
function shellPage(body: string): string {
  if (!/<head>/.test(body) || !body.includes('</head>')) throw new Error('not an HTML page with a <head>');
  return body;
}

/**
 * The shell's published index.html, the page every route starts from, or null while none can be read (the
 * caller then serves its built-in page). Read from, by precedence:
 * - STATIC_ORIGIN_URL: `${STATIC_ORIGIN_URL}/index.html`, revalidated with If-None-Match every
 *   STATIC_ORIGIN_TTL_SECONDS (10 by default);
 * - STATIC_DIR: `${STATIC_DIR}/index.html`, re-read when the file changes;
 * - SHELL_INDEX_URL (kept a minute) or SHELL_INDEX_FILE (the local build, shell/dist/index.html, by default).
 * Through an outage of the origin the last good copy is kept.
 */
export function shellTemplate(log: Logger, env: NodeJS.ProcessEnv = process.env): () => Promise<string | null> {
  const name = "the shell's index.html";
  const origin = staticOrigin(env);
  if (origin) return publishedFile(origin.index, { name, parse: shellPage, ttlMs: origin.ttlMs, log });
  if (env.SHELL_INDEX_URL) return publishedFile(env.SHELL_INDEX_URL, { name, parse: shellPage, ttlMs: 60_000, log });
  const file = env.SHELL_INDEX_FILE ?? path.resolve(__dirname, '../../../../shell/dist/index.html');
  return publishedFile(file, { name, parse: shellPage, ttlMs: 0, log });
}
