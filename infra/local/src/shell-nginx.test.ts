import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeTable } from '@undangin/contracts';

describe("the shell's production server", () => {
  it('keeps every fixed one-segment route of the route table, and forwards only slugs to the invitation service', () => {
    const conf = readFileSync(path.resolve(__dirname, '../../docker/shell.nginx.conf.template'), 'utf8');
    const fixed = conf.match(/location ~ \^\/\(([^)]+)\)\$ \{\s*try_files \/index\.html/)?.[1]?.split('|') ?? [];
    const expected = Object.values(routeTable)
      .map((route) => route.path as string)
      .filter((p) => /^\/[^/:]+$/.test(p))
      .map((p) => p.slice(1));
    expect(fixed.sort()).toEqual(expected.sort());
    expect(conf).toContain('proxy_pass ${INVITATION_SERVICE_URL}/api/invitation/page/$1$is_args$args;');
  });
});
