import { describeHostile } from './support/suite';
import { hostWithInvitation } from './support/services';

describeHostile('admin', {
  expectRoutes: ['GET /api/admin/settings/site', 'PUT /api/admin/settings/site'],
  fixtures: async ({ db }) => {
    const host = await hostWithInvitation(db);
    return {
      params: {},
      fields: { whatsapp: '6281234567890', email: 'halo@undangin.id' },
      signedIn: host.adminHeaders,
    };
  },
});
