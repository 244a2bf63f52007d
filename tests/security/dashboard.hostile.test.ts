import { describeHostile } from './support/suite';
import { hostWithInvitation } from './support/services';

describeHostile('dashboard', {
  expectRoutes: [
    'GET /api/dashboard/invitations',
    'POST /api/dashboard/invitations',
    'PUT /api/dashboard/invitations/:id',
    'GET /api/dashboard/invitations/:id/guests',
    'POST /api/dashboard/invitations/:id/guests',
    'POST /api/dashboard/invitations/:id/checkin',
    'POST /api/dashboard/reception/:token/session',
    'POST /api/dashboard/media',
  ],
  fixtures: async ({ db }) => {
    const host = await hostWithInvitation(db);
    const fields = {
      slug: host.params.slug,
      category: 'wedding',
      theme_id: 'ocean-breeze',
      template: 'Halo {nama}',
      pin: '123456',
      people: 2,
      label: 'Meja depan',
    };
    return { params: host.params, fields, signedIn: host.headers };
  },
  numRuns: 20,
});
