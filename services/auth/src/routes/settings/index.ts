import { AuthSettings } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';

/** GET /settings: what sign-in methods exist, as GoTrue reports them. */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.authDeps;
  app.get('/settings', { schema: { tags: ['auth'], response: { 200: AuthSettings } } }, async () => ({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: deps.settings.disableSignup,
    mailer_autoconfirm: deps.settings.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));
};
