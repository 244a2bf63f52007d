import { bearer } from '@undangin/service-kit/testing';
import { testKey } from './support/services';
import { describeHostile } from './support/suite';

describeHostile('marketing', {
  expectRoutes: [
    'GET /api/marketing/plans',
    'GET /api/marketing/faqs',
    'GET /api/marketing/pages/:slug',
    'POST /api/marketing/contact',
    'POST /api/marketing/newsletter',
  ],
  fixtures: async () => ({
    params: { key: 'productVideo', slug: 'kebijakan-privasi', '*': 'tidak-ada.png' },
    fields: { subject: 'general', source: 'blog' },
    // The public site has no signed-in routes; a signed-in visitor must meet the same rules.
    signedIn: await bearer(await testKey()),
  }),
});
