import { ErrorBody, messages, renderingThemes, SlugResolution, ThemeDemoParams } from '@undangin/contracts';
import { demoInvitation } from '@undangin/db';
import { conditional, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { toPublicInvitation } from '../../domain/public-invitation';
import { demoEventFor } from '../../domain/theme-demo';
import { findActiveTheme } from '../../repositories/themes';

/** /demo/{themeId}: a catalogue theme (or a rendering theme) with a sample event of its own kind, for 'Preview'. */
export const demoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/demo/:themeId',
    { schema: { tags: ['public'], params: ThemeDemoParams, response: { 200: SlugResolution, 404: ErrorBody } } },
    async (request, reply) => {
      const { themeId } = request.params;
      const theme = await findActiveTheme(request.em, themeId);
      const sample = renderingThemes.find((t) => t.id === themeId);
      if (!theme && !sample) throw notFound(messages.errors.themeNotFound);
      const eventDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
      const baseTheme = sample ? themeId : theme!.base_theme;
      const invitation = toPublicInvitation({
        ...demoInvitation,
        ...demoEventFor(theme?.category ?? null, baseTheme),
        id: `demo-${themeId}`,
        slug: `demo-${themeId}`,
        event_date: eventDate,
        background_video: null,
        privacy: 'public',
        privacy_title: null,
        theme_id: baseTheme,
        theme_data:
          theme && !sample
            ? { name: theme.name, colors: renderingThemes.find((t) => t.id === theme.base_theme)!.colors }
            : null,
        base_theme: theme?.base_theme ?? null,
        seo_title: null,
        live_stream_url: null,
        // A theme's demo shows what the free plan's guests see, the mark included.
        watermark: true,
        // One event, as the demo's own date and place show it.
        sessions: [],
        session_count: 1,
        time_zone: 'WIB',
        first_public: true,
      });
      return conditional(request, reply, { kind: 'invitation' as const, invitation }, { maxAge: 300 });
    },
  );
};
