// The owner's guest list and analytics as the list grows: 100 to 100,000 guests, each on a host of its own (the
// analytics read everything a host has), under the same light load.
import { load } from '../lib/load.mjs';
import { addGuests, newHost, newInvitation } from '../lib/fixtures.mjs';

export const sizes = [100, 1_000, 10_000, 100_000];

export async function scaleSection({ stack, log }) {
  const rows = [];
  for (const size of sizes) {
    const host = await newHost(stack.base);
    const invitation = await newInvitation(stack.base, host);
    const seeded = performance.now();
    await addGuests(stack.databaseUrl, invitation.id, size);
    log(`${size} guests written in ${Math.round(performance.now() - seeded)} ms`);
    const targets = {
      guestList: `${stack.services.dashboard}/api/dashboard/invitations/${invitation.id}/guests?page=1&per_page=50`,
      guestSearch: `${stack.services.dashboard}/api/dashboard/invitations/${invitation.id}/guests?page=1&per_page=50&q=tamu%2099`,
      analytics: `${stack.services.dashboard}/api/dashboard/analytics`,
      overview: `${stack.services.dashboard}/api/dashboard/overview`,
    };
    const row = { guests: size };
    for (const [name, url] of Object.entries(targets)) {
      const check = await fetch(url, { headers: host.headers });
      if (!check.ok) throw new Error(`${name} at ${size}: ${check.status} ${await check.text()}`);
      const result = await load({ url, headers: host.headers, connections: 10, seconds: 5 });
      row[name] = result;
      log(
        `${name} at ${size} guests: ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`,
      );
    }
    rows.push(row);
  }
  return { rows };
}
