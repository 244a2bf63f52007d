import fs from 'node:fs';
import path from 'node:path';
import { appNames, serviceNames, topology, workerNames } from '@undangin/contracts';
import { servicePorts, servicePrefixes } from '@undangin/service-kit';

const edge = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'edge-routes.json'), 'utf8')) as {
  routes: { path: string; match: string; backend: string }[];
};

describe('the one topology of the services', () => {
  it('is the edge route table’s: each service at its prefix, and no prefix route to a service it does not name', () => {
    for (const service of serviceNames) {
      expect([
        service,
        edge.routes.some(
          (route) => route.match === 'prefix' && route.path === topology[service].prefix && route.backend === service,
        ),
      ]).toEqual([service, true]);
    }
    const services = new Set<string>(serviceNames);
    for (const route of edge.routes.filter((r) => r.match === 'prefix' && services.has(r.backend))) {
      expect([route.path, route.path.startsWith(topology[route.backend as keyof typeof topology].prefix)]).toEqual([
        route.path,
        true,
      ]);
    }
  });

  it('is what the services listen on and mount under', () => {
    // One port each, the workers' too (they listen for their probes and metrics).
    expect(Object.keys(servicePorts).sort()).toEqual([...appNames].sort());
    expect(new Set(Object.values(servicePorts)).size).toBe(appNames.length);
    for (const service of serviceNames) expect(servicePrefixes[service]).toBe(topology[service].prefix);
  });

  it('gives the workers no route at the edge: no backend, and no path under their own prefix', () => {
    for (const worker of workerNames) {
      expect(edge.routes.filter((route) => route.backend === worker)).toEqual([]);
      expect(edge.routes.filter((route) => route.path.startsWith(servicePrefixes[worker]))).toEqual([]);
    }
  });
});
