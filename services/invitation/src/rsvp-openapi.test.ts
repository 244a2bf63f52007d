import { buildTestService, documentedRoutes, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';

// The guest's RSVP routes as the invitation service's OpenAPI document describes them to API clients.
describe("RSVP in the invitation service's OpenAPI document", () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('invitation', invitationRoutes) }));

  it('documents the answer look-up and the answer with their tag, summary, parameters, body and answers', async () => {
    const routes = await documentedRoutes(ctx.app, '/api/invitation');
    const find = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path);
    expect(find('GET', '/api/invitation/public/{slug}/guest')).toEqual({
      method: 'GET',
      path: '/api/invitation/public/{slug}/guest',
      tags: ['public'],
      summary: 'Jawaban RSVP tamu ini (dengan kode link pribadi atau kunci jawaban)',
      parameters: ['path:slug', 'query:key', 'query:name'],
      body: false,
      responses: ['200', '4XX'],
    });
    expect(find('POST', '/api/invitation/public/{slug}/rsvp')).toEqual({
      method: 'POST',
      path: '/api/invitation/public/{slug}/rsvp',
      tags: ['public'],
      summary: 'Konfirmasi kehadiran',
      parameters: ['path:slug'],
      body: true,
      responses: ['200', '4XX'],
    });
  });
});
