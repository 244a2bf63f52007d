import { documentedRoutes, serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';

// The check-in and reception routes as the dashboard service's OpenAPI document describes them to API clients
// (a receptionist's app is generated from it): each with its tag, its parameters and body, and its answers.
describe("check-in in the dashboard service's OpenAPI document", () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('documents every check-in and reception route with its tag, parameters, body and answers', async () => {
    const routes = (await documentedRoutes(ctx.app, '/api/dashboard')).filter((route) =>
      /\/(checkin|checkin-links|reception|desk)\b/.test(route.path),
    );
    const shape = (tag: string, parameters: string[], body: boolean, success: string) => ({
      tags: [tag],
      parameters: parameters.sort(),
      body,
      responses: [success, '4XX'].sort(),
    });
    const byRoute = Object.fromEntries(
      routes.map(({ method, path, tags, parameters, body, responses }) => [
        `${method} ${path}`,
        { tags, parameters, body, responses },
      ]),
    );
    expect(byRoute).toEqual({
      'POST /api/dashboard/invitations/{id}/checkin': shape('checkin', ['path:id'], true, '200'),
      'PUT /api/dashboard/invitations/{id}/checkin/{guestId}': shape(
        'checkin',
        ['path:id', 'path:guestId'],
        true,
        '200',
      ),
      'GET /api/dashboard/invitations/{id}/checkin/summary': shape('checkin', ['path:id'], false, '200'),
      'GET /api/dashboard/invitations/{id}/checkin-links': shape('checkin', ['path:id'], false, '200'),
      'POST /api/dashboard/invitations/{id}/checkin-links': shape('checkin', ['path:id'], true, '201'),
      'DELETE /api/dashboard/invitations/{id}/checkin-links/{linkId}': shape(
        'checkin',
        ['path:id', 'path:linkId'],
        false,
        '204',
      ),
      'POST /api/dashboard/invitations/{id}/checkin-links/{linkId}/unlock': shape(
        'checkin',
        ['path:id', 'path:linkId'],
        false,
        '204',
      ),
      'POST /api/dashboard/reception/{token}/session': shape('reception', ['path:token'], true, '201'),
      'GET /api/dashboard/reception/{token}/summary': shape('reception', ['path:token'], false, '200'),
      'GET /api/dashboard/reception/{token}/sessions': shape('reception', ['path:token'], false, '200'),
      'GET /api/dashboard/reception/{token}/guests': shape('reception', ['path:token', 'query:q'], false, '200'),
      'POST /api/dashboard/reception/{token}/checkin': shape('reception', ['path:token'], true, '200'),
      'PUT /api/dashboard/reception/{token}/checkin/{guestId}': shape(
        'reception',
        ['path:token', 'path:guestId'],
        true,
        '200',
      ),
      // The desk offline: a device registers, fetches its list, syncs what it recorded.
      'POST /api/dashboard/invitations/{id}/desk': shape('checkin', ['path:id'], false, '201'),
      'GET /api/dashboard/invitations/{id}/desk/{deviceId}/list': shape(
        'checkin',
        ['path:id', 'path:deviceId', 'query:since'],
        false,
        '200',
      ),
      'POST /api/dashboard/invitations/{id}/desk/{deviceId}/sync': shape(
        'checkin',
        ['path:id', 'path:deviceId'],
        true,
        '200',
      ),
      'POST /api/dashboard/reception/{token}/desk': shape('reception', ['path:token'], false, '201'),
      'GET /api/dashboard/reception/{token}/desk/{deviceId}/list': shape(
        'reception',
        ['path:token', 'path:deviceId', 'query:since'],
        false,
        '200',
      ),
      'POST /api/dashboard/reception/{token}/desk/{deviceId}/sync': shape(
        'reception',
        ['path:token', 'path:deviceId'],
        true,
        '200',
      ),
    });
  });
});
