import { Type } from '@sinclair/typebox';
import { assetOriginsFrom, messages, pageSecurityHeaders } from '@undangin/contracts';
import { AppError, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { shellTemplate } from '../../domain/html-template';
import { invitationRemoteAssets } from '../../domain/remote-assets';
import { renderPreviewHtml } from '../../domain/link-preview';
import { resolveSlug, resolveSlugCached } from '../public/resolve';

/** GET /page/:slug: the HTML answer for /{slug}, which the gateway (and the Ingress) forward here. */
export const htmlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const template = shellTemplate();
  const remoteAssets = invitationRemoteAssets();
  const origin = (process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  // The shell's own policy: the remotes' CDN and the uploads' S3 origin may serve what the page loads.
  const headers = pageSecurityHeaders(assetOriginsFrom(process.env.ASSET_ORIGINS, process.env.S3_PUBLIC_URL), assetOriginsFrom(process.env.PAYMENT_ORIGINS));
  app.get(
    '/page/:slug',
    { schema: { hide: true, params: Type.Object({ slug: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      const { slug } = request.params;
      // A host's Preview (?preview) reads fresh data: what they just saved, not the short cache.
      const fresh = 'preview' in (request.query as Record<string, unknown>);
      const valid = /^[a-z0-9-]{1,100}$/.test(slug);
      const resolved = !valid ? null : fresh ? await resolveSlug(request.em, slug) : await resolveSlugCached(request.em, slug);
      const { scripts } = await remoteAssets();
      // The canonical address, never the query: a shared cache keeps this page, and a URL may carry a secret.
      const shell = await template().catch(() => null);
      // Without the shell's page there is nothing to fill: a 503 sends the gateway and nginx to their plain copy.
      if (!shell) throw new AppError(503, 'service_unavailable', messages.errors.serviceUnavailable);
      const html = renderPreviewHtml(shell, resolved, { origin, url: `${origin}/${slug}`, scripts });
      return reply
        .code(resolved ? 200 : 404)
        .headers(headers)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};
