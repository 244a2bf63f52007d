import { AuthSettings } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { AuthDeps } from '../../deps';

/** GET /settings: what sign-in methods exist, as GoTrue reports them. */
export const settingsRoutes =
  (deps: AuthDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get('/settings', { schema: { tags: ['auth'], response: { 200: AuthSettings } } }, async () => ({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: deps.settings.disableSignup,
      mailer_autoconfirm: deps.settings.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }));
  };
