import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeTable } from '@undangin/contracts';

const conf = readFileSync(path.resolve(__dirname, '../../docker/shell.nginx.conf.template'), 'utf8');

describe("the shell's production server", () => {
  it('keeps every fixed one-segment route of the route table, and forwards only slugs to the invitation service', () => {
    const fixed = conf.match(/location ~ \^\/\(([^)]+)\)\$ \{\s*try_files \/index\.html/)?.[1]?.split('|') ?? [];
    const expected = Object.values(routeTable)
      .map((route) => route.path as string)
      .filter((p) => /^\/[^/:]+$/.test(p))
      .map((p) => p.slice(1));
    expect(fixed.sort()).toEqual(expected.sort());
    expect(conf).toContain('proxy_pass http://invitation-service/api/invitation/page/$1$is_args$args;');
  });

  it('reaches the invitation service through a group of kept HTTP/1.1 connections, its name looked up at start', () => {
    // A proxy_pass whose path has variables looks a bare host name up per request (a `resolver` is needed) and opens a
    // connection per request: a named group does neither.
    expect(conf).toMatch(
      /upstream invitation-service \{\s*server \$\{INVITATION_SERVICE_HOST\};\s*keepalive \d+;\s*\}/,
    );
    const slugs = conf.match(/location ~ "\^\/\(\[a-z0-9-\]\{0,100\}\)\$" \{([^}]*)\}/)?.[1] ?? '';
    expect(slugs).toContain('proxy_http_version 1.1;');
    expect(slugs).toContain('proxy_set_header Connection "";');
    expect(conf).not.toContain('INVITATION_SERVICE_URL');
  });

  it('logs requests without their query strings or referrers: a reset link carries session tokens in its query', () => {
    const formats = new Map([...conf.matchAll(/log_format\s+(\S+)\s+'([^']*)';/g)].map((m) => [m[1]!, m[2]!]));
    const logs = [...conf.matchAll(/access_log\s+\S+\s+(\S+);/g)].map((m) => m[1]!);
    // The server names its own format: nginx's default one logs $request, the whole request line.
    expect(logs.length).toBeGreaterThan(0);
    for (const name of logs) {
      const format = formats.get(name) ?? '';
      expect(format).toContain('$path_without_query');
      expect(format).not.toMatch(/\$(request|request_uri|query_string|args|is_args|arg_\w+|http_referer)\b/);
    }

    const map = conf.match(/map \$request_uri \$path_without_query \{\s*"~([^"]+)" \$(\w+);\s*\}/);
    expect(map).not.toBeNull();
    const [, pattern, capture] = map!;
    const logged = '/reset-password?access_token=eyJ.rahasia&refresh_token=abc&type=recovery'.match(
      new RegExp(pattern!),
    )?.groups?.[capture!];
    expect(logged).toBe('/reset-password');
    expect('/budi-dan-ani'.match(new RegExp(pattern!))?.groups?.[capture!]).toBe('/budi-dan-ani');
  });
});
