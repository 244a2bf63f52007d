import type { App } from '@undangin/service-kit';
import { privateDatabase, type PrivateDatabase } from './database';
import type { RouteInfo } from './routes';
import {
  edgeNumberChecks,
  fuzzRoutes,
  oversizedStrings,
  transportChecks,
  unboundedStrings,
  type Fixtures,
  type FuzzTarget,
} from './runner';
import { buildService, testKey } from './services';

type Service = Parameters<typeof buildService>[0];

export interface HostileSuiteOptions {
  /** Routes that must be in the table (proves the table is read). */
  expectRoutes: string[];
  /** Fresh fixtures for a route: real params, field values and the owner's headers. */
  fixtures: (context: { db: PrivateDatabase; app: App; route: RouteInfo }) => Promise<Fixtures>;
  /** fast-check runs per route and identity. */
  numRuns?: number;
  /** Routes that answer HTML pages for browsers (their 404 is a page). */
  pages?: string[];
  /** Who is checked: admin routes refuse anonymous clients before reading any input. */
  identities?: Array<'anonymous' | 'signed in'>;
}

const report = (failures: string[]) =>
  failures.length ? `${failures.length} problem(s):\n${failures.join('\n')}` : '';

/**
 * Every route of a service, read from its route table, against hostile input (see runner.ts for the rules).
 * A failure names its fast-check seed: HOSTILE_SEED=<seed> replays it; HOSTILE_RUNS=4 hunts four times longer.
 */
export function describeHostile(service: Service, options: HostileSuiteOptions) {
  describe(`the ${service} service under hostile input`, () => {
    let db: PrivateDatabase;
    let target: FuzzTarget;
    beforeAll(async () => {
      db = await privateDatabase(service);
      await testKey();
      const { app, table } = await buildService(service);
      await app.ready();
      // Routes that end the owner's session or delete the fixtures go last, so the others run signed in.
      const last = (route: RouteInfo) => (route.method === 'DELETE' || /logout/.test(route.url) ? 1 : 0);
      // The kit's own routes (health, readiness, OpenAPI, metrics) take no input schema; they are sent hostile URLs too.
      const kit = app.routeTable.filter(
        (entry) => !table.some((route) => route.method === entry.method && route.url === entry.url),
      );
      const routes = [...table, ...kit].sort((a, b) => last(a) - last(b));
      target = { app, db, routes, pages: options.pages, fixtures: (route) => options.fixtures({ db, app, route }) };
    }, 60_000);
    afterAll(async () => {
      await target?.app.close();
      await db?.drop();
    });

    it('reads its routes from Fastify’s route table', () => {
      expect(target.routes.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining(options.expectRoutes),
      );
    });

    it('bounds the length of every string a client sends', () => {
      expect(unboundedStrings(target.routes)).toEqual([]);
    });

    for (const identity of options.identities ?? (['anonymous', 'signed in'] as const)) {
      it(`never answers a hostile ${identity} request with a 5xx, English or an unshaped error, nor writes when refusing`, async () => {
        expect(report(await fuzzRoutes(target, identity, options.numRuns ?? 25))).toBe('');
      }, 300_000);

      it(`refuses wrong content types, broken, 10,000-deep and 2 MB JSON and repeated query keys (${identity})`, async () => {
        expect(report(await transportChecks(target, identity))).toBe('');
      }, 120_000);
    }

    const owner = options.identities?.includes('signed in') === false ? 'anonymous' : 'signed in';
    it('refuses 100,000 characters in any string field with a 400', async () => {
      expect(report(await oversizedStrings(target, owner))).toBe('');
    }, 120_000);

    it('answers 1e308, -0, 9007199254740993 and their kin in any number field without a 5xx', async () => {
      expect(report(await edgeNumberChecks(target, owner))).toBe('');
    }, 120_000);
  });
}
