import { Type } from '@sinclair/typebox';
import {
  assetOriginsFrom,
  invitationAddress,
  pageSecurityHeaders,
  shellPaths,
  type SlugResolution,
} from '@undangin/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKeptBody, type FastifyPluginAsyncTypebox, type KeptBody } from '@undangin/service-kit';
import { builtInShellPage } from '../../domain/fallback-page';
import { neutralNotFoundPage } from '../../domain/custom-domain-site';
import { shellTemplate } from '../../domain/html-template';
import { homeFirstView } from '../../domain/home-first-view';
import { liveRemotesMap } from '../../domain/live-remotes';
import { invitationRemoteAssets } from '../../domain/remote-assets';
import { renderPreviewHtml } from '../../domain/link-preview';
import { lockOfResolution } from '../../domain/private-access';
import { resolveSlug, resolveSlugCached } from '../resolve/index';

/**
 * GET /page/:slug: the HTML answer for /{slug}, which the gateway (and the Ingress) forward here. Configuration:
 * STATIC_ORIGIN_URL (the static origin / CDN: index.html, remotes.json, remotes/<name>/<version>/…), else STATIC_DIR
 * (the same layout on disk), else the local builds (SHELL_INDEX_FILE or SHELL_INDEX_URL, INVITATION_MANIFEST_FILE or
 * INVITATION_MANIFEST_URL with INVITATION_REMOTE_BASE); STATIC_ORIGIN_TTL_SECONDS between revalidations;
 * PUBLIC_ORIGIN for absolute preview URLs; ASSET_ORIGINS, S3_PUBLIC_URL and PAYMENT_ORIGINS for the page policy.
 *
 * The edge sends every one-segment path here (and `/`, below), so the answer tells three cases apart: an invitation, page or post
 * (200, its preview tags and data); a page of the shell (shellPaths) or one a live remote publishes in /remotes.json
 * (200, the plain shell page: a remote's new page needs no edge change); anything else 404 with noindex.
 */
export const htmlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Both keep their last good copy through an outage of the static origin, and say null / nothing when none.
  const template = shellTemplate(app.log);
  // One reader of /remotes.json for the preloads and the pages the remotes publish.
  const remotesMap = liveRemotesMap(app.log);
  const remoteAssets = invitationRemoteAssets(app.log, process.env, remotesMap);
  const firstView = homeFirstView(app.log, process.env, remotesMap);
  const shellOwn = new Set<string>(Object.values(shellPaths));
  // The rendered page of each kept resolution (one object until its data changes), with what it was rendered from.
  const rendered = new WeakMap<object, KeptBody & { page: string; remote: unknown }>();
  const renderedOnSite = new WeakMap<object, KeptBody & { page: string; remote: unknown }>();
  /** A page the shell routes to itself or to a remote; without a readable map, only the shell's own. */
  const isShellPage = async (path: string) => shellOwn.has(path) || ((await remotesMap())?.pages.has(path) ?? false);
  const origin = (process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  // The shell's own policy: the remotes' CDN and the uploads' S3 origin may serve what the page loads.
  const headers = pageSecurityHeaders(
    assetOriginsFrom(process.env.ASSET_ORIGINS, process.env.S3_PUBLIC_URL),
    assetOriginsFrom(process.env.PAYMENT_ORIGINS),
  );
  // `/`, which the edge sends here as the empty slug: the shell's page with the landing page's first view painted
  // before any script runs (the marketing remote's, from its live build). Rendered and compressed once per pair.
  let home: (KeptBody & { page: string; view: string }) | null = null;
  app.get('/page/', { schema: { hide: true }, config: { securityHeaders: headers } }, async (request, reply) => {
    // On a custom domain, `/` is the domain's invitation.
    if (request.site) return answer(request, reply, request.site.slug, { ...request.site, platform: origin });
    const [shell, view] = await Promise.all([template(), firstView()]);
    const page = shell ?? builtInShellPage(null, '/', true);
    reply
      .header('cache-control', shell ? 'public, max-age=0, must-revalidate' : 'no-store')
      .type('text/html; charset=utf-8');
    if (!shell || !view) return reply.send(page);
    if (home?.page !== page || home.view !== view)
      home = { page, view, body: page.replace('<body>', () => `<body>${view}`) };
    return sendKeptBody(request, reply, home);
  });

  /**
   * The HTML of one slug: an invitation, page or post (200, its preview tags and data); a page of the shell or a live
   * remote (200, the shell's page); else 404 with noindex. On a custom domain (`site`), the domain's invitation at `/`.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    site: { domain: string; slug: string; platform: string } | null,
  ) {
    // A host's Preview (?preview) reads fresh data: what they just saved, not the short cache.
    const fresh = 'preview' in (request.query as Record<string, unknown>);
    const valid = /^[a-z0-9-]{1,100}$/.test(slug);
    const resolved = !valid
      ? null
      : fresh
        ? await resolveSlug(request.em, slug)
        : await resolveSlugCached(app.publicSlugs, () => request.em, slug);
    // A private invitation: its title alone to anyone without a personal link or the unlock cookie.
    const code = (request.query as Record<string, unknown>).g;
    const isPrivate = resolved?.kind === 'invitation' && (resolved.invitation.privacy ?? 'public') !== 'public';
    const locked = isPrivate
      ? await lockOfResolution(request.em, request, resolved, typeof code === 'string' ? code : null)
      : null;
    const shown: SlugResolution | null = locked ? { kind: 'locked', locked } : resolved;
    // Together, so the reads of remotes.json share one request to the origin.
    const [shell, remote, shellPage] = await Promise.all([
      template(),
      remoteAssets(),
      !resolved && valid && isShellPage(`/${slug}`),
    ]);
    // The canonical address, never the query: a shared cache keeps this page, and a URL may carry a secret. An
    // invitation with a custom domain is canonical there.
    const domain = site?.domain ?? (resolved?.kind === 'invitation' ? resolved.invitation.custom_domain : null);
    const url = invitationAddress(origin, slug, domain);
    // Never a 5xx to a guest: without the shell's page, a built-in one that opens the shell itself.
    const page = shell ?? builtInShellPage(shown, `/${valid ? slug : ''}`, shellPage);
    // A page of the shell or a remote: the shell's page as published, no preview of anything, no noindex. A kept
    // resolution is rendered (and compressed) once per shell page and remote build: a guest's hot path.
    const render = () =>
      shellPage ? page : renderPreviewHtml(page, shown, { origin, url, remote, hero: !!shell, site });
    // A private page is rendered per visitor, never kept here nor in any shared cache.
    const keepable = resolved && !fresh && !shellPage && !isPrivate ? resolved : null;
    const cache = site ? renderedOnSite : rendered;
    let kept = keepable ? cache.get(keepable) : undefined;
    if (keepable && !(kept?.page === page && kept.remote === remote)) {
      kept = { page, remote, body: render() };
      cache.set(keepable, kept);
    }
    reply
      .code(resolved || shellPage ? 200 : 404)
      // The built-in page must not outlive the outage in a shared cache.
      .header(
        'cache-control',
        isPrivate ? 'private, no-store' : shell ? 'public, max-age=0, must-revalidate' : 'no-store',
      )
      .type('text/html; charset=utf-8');
    if (isPrivate) reply.header('x-robots-tag', 'noindex, nofollow');
    // Anything not kept (a preview, a 404, a shell page) goes out as it is: the edge compresses it.
    if (kept) return sendKeptBody(request, reply, kept);
    return reply.send(render());
  }

  app.get(
    '/page/:slug',
    {
      schema: { hide: true, params: Type.Object({ slug: Type.String({ maxLength: 100 }) }) },
      config: { securityHeaders: headers },
    },
    (request, reply) => answer(request, reply, request.params.slug, null),
  );

  // A path of more than one segment never comes here from the edge, except from a custom domain's (its unknown paths).
  app.get('/page/*', { schema: { hide: true } }, (_request, reply) =>
    reply.code(404).header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(neutralNotFoundPage),
  );
};
