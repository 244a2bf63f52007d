// API and page load: each endpoint under autocannon beside the bare-Fastify ceiling of the same run.
import { load, startCeiling } from '../lib/load.mjs';
import { addGuests, newHost, newInvitation } from '../lib/fixtures.mjs';

const slug = 'budi-dan-ani';
// As a browser asks, and as the edge (the gateway, the Ingress) passes the request on to a service: its
// Accept-Encoding included, so a kept page or invitation goes out in the form compressed once.
const browserLike = { 'accept-encoding': 'gzip, deflate, br' };

/** Requests that each answer for another guest (by their personal code) from another address. */
function distinctAnswers(codes) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: `/api/invitation/public/${slug}/rsvp`,
      setupRequest(request) {
        const i = next++;
        const code = codes[i % codes.length];
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            // The service trusts its loopback proxy's X-Forwarded-For: a different guest's phone each time.
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({ name: 'Tamu', status: 'confirmed', guest_count: 1 + (i % 2), key: code }),
        };
      },
    },
  ];
}

function signIns(host) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      setupRequest(request) {
        const i = next++;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({ email: host.email, password: host.password }),
        };
      },
    },
  ];
}

export async function apiSection({ stack, log }) {
  const { base, services } = stack;
  // The demo invitation takes the RSVPs: 40,000 guests on its list, each answering once by their code.
  const demo = await fetch(`${services.invitation}/api/invitation/public/${slug}`).then((r) => r.json());
  const demoId = demo.invitation?.id;
  if (!demoId) throw new Error(`the demo invitation ${slug} is missing`);
  const codes = await addGuests(stack.databaseUrl, demoId, 40_000);
  const host = await newHost(base);
  const listed = await newInvitation(base, host);
  await addGuests(stack.databaseUrl, listed.id, 10_000);

  const rows = [
    {
      id: 'public-api-service',
      name: 'GET public invitation (service)',
      url: `${services.invitation}/api/invitation/public/${slug}`,
      headers: browserLike,
    },
    {
      id: 'public-api-gateway',
      name: 'GET public invitation (gateway)',
      url: `${base}/api/invitation/public/${slug}`,
      headers: browserLike,
    },
    {
      id: 'page-service',
      name: 'GET filled HTML page (service)',
      url: `${services.invitation}/api/invitation/page/${slug}`,
      headers: browserLike,
    },
    {
      id: 'page-gateway',
      name: 'GET /{slug} filled HTML page (gateway)',
      url: `${base}/${slug}`,
      headers: browserLike,
    },
    {
      id: 'rsvp-service',
      name: 'POST RSVP, distinct guests and addresses (service)',
      url: services.invitation,
      requests: distinctAnswers(codes),
      expect: [429],
    },
    {
      id: 'guest-list-service',
      name: "GET owner's guest list page 1 of 10,000 (service, 10 conn.)",
      url: `${services.dashboard}/api/dashboard/invitations/${listed.id}/guests?page=1&per_page=50`,
      headers: host.headers,
      connections: 10,
    },
    {
      id: 'sign-in-service',
      name: 'POST sign-in, password (auth service, 10 conn.)',
      url: services.auth,
      requests: signIns(host),
      connections: 10,
    },
  ];

  const ceiling = await startCeiling();
  try {
    const ceilings = [];
    const measureCeiling = async () => {
      const result = await load({ url: ceiling.url });
      ceilings.push(result.requestsPerSecond);
      log(`ceiling (bare Fastify): ${result.requestsPerSecond} req/s, p99 ${result.latencyMs.p99} ms`);
      return result;
    };
    const first = await measureCeiling();
    const results = [];
    for (const row of rows) {
      const { id, name, ...options } = row;
      const result = await load(options);
      results.push({ id, name, ...result });
      log(
        `${name}: ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, errors ${result.errors}${result.intended ? `, intended ${result.intended}` : ''}`,
      );
    }
    const last = await measureCeiling();
    const ceilingRps = Math.round((ceilings[0] + ceilings[1]) / 2);
    for (const result of results) result.ratioToCeiling = Number((result.requestsPerSecond / ceilingRps).toFixed(3));
    const byId = Object.fromEntries(results.map((r) => [r.id, r]));
    const gatewayCost = (service, gateway) =>
      Number((1 - byId[gateway].requestsPerSecond / byId[service].requestsPerSecond).toFixed(3));
    return {
      ceiling: { requestsPerSecond: ceilingRps, first, last },
      rows: results,
      gatewayCost: {
        publicApi: gatewayCost('public-api-service', 'public-api-gateway'),
        page: gatewayCost('page-service', 'page-gateway'),
      },
    };
  } finally {
    ceiling.stop();
  }
}
