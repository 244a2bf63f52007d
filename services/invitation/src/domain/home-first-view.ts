import path from 'node:path';
import { folderOf, liveBuildFile, liveRemotesMap, type LiveRemotes } from './live-remotes';
import { publishedFile, staticOrigin, type Logger } from './static-origin';

/** A first view is one element the page can take away again (platform's removeFirstView); anything else is no copy. */
function firstViewHtml(body: string): string {
  const html = body.trim();
  if (!html.startsWith('<div id="undangin-prerender"') || !html.endsWith('</div>'))
    throw new Error('not a first view (<div id="undangin-prerender">…</div>)');
  return html;
}

/**
 * The landing page's first view, which the marketing remote publishes with each build (first-view.html beside its
 * manifest): with a static origin, from the folder of the live marketing entry in /remotes.json, so a release of
 * the marketing remote alone changes it; without one, the local build (MARKETING_FIRST_VIEW_FILE,
 * mf-marketing/dist/first-view.html by default). Null when there is none: `/` is then the plain shell page.
 */
export function homeFirstView(
  log: Logger,
  env: NodeJS.ProcessEnv = process.env,
  remotesMap: () => Promise<LiveRemotes | null> = liveRemotesMap(log, env),
): () => Promise<string | null> {
  const name = "the marketing remote's first view";
  const origin = staticOrigin(env);
  if (!origin) {
    const build = path.resolve(__dirname, '../../../../mf-marketing/dist/first-view.html');
    return publishedFile(env.MARKETING_FIRST_VIEW_FILE ?? build, { name, parse: firstViewHtml, ttlMs: 0, log });
  }
  return liveBuildFile(
    async () => (await remotesMap())?.marketingEntry ?? null,
    (entry) =>
      publishedFile(origin.locate(`${folderOf(entry)}first-view.html`), {
        name,
        parse: firstViewHtml,
        ttlMs: origin.ttlMs,
        log,
      }),
  );
}
