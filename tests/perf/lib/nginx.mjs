// The production edge on this machine, run by the system's nginx: the repository's own configuration of the shell's
// server (infra/docker/shell.nginx.conf.template, filled as the image fills it: /{slug} to the invitation service) and a
// model of the Ingress controller (ingress-nginx, infra/k8s/base/ingress.yaml: /api/invitation and /{slug} to the
// invitation service), each on a port of its own, in a folder of their own that stop() removes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './stack.mjs';

const docker = path.join(root, 'infra', 'docker');
const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => spawnSync(file, ['-v']).status === 0);

/**
 * envsubst as the official image runs it on /etc/nginx/templates/*.template: only the variables it is given, as
 * ${NAME} or $NAME; nginx's own ($1, $args, $uri) stay.
 */
const envsubst = (text, vars) =>
  text.replace(/\$(?:\{(\w+)\}|(\w+))/g, (match, braced, bare) => vars[braced ?? bare] ?? match);

/** `text` with each [from, to] replaced, each required to be there: a changed template fails here, not silently. */
function adjusted(text, replacements) {
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`the nginx template no longer has "${from}"`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/**
 * ingress-nginx in front of one service, with the controller's defaults (its ConfigMap unset): HTTP/1.1 to the pods
 * over kept connections (upstream-keepalive-connections 320, -requests 10000, -timeout 60 s), proxy buffering off,
 * clients kept 75 s for up to 1,000 requests, the headers it adds, its access log on. /{slug} as the slug Ingress
 * rewrites it. Not modelled: TLS, HTTP/2 and the Lua balancer (the model is the cheaper for it).
 */
const ingressServer = ({ port, serviceUrl, prefix }) => `
  upstream ingress_invitation {
    server ${new URL(serviceUrl).host};
    keepalive 320;
    keepalive_requests 10000;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port} reuseport;
    keepalive_timeout 75s;
    keepalive_requests 1000;
    access_log ${prefix}/ingress-access.log main;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_buffering off;
    proxy_set_header Host $host;
    proxy_set_header X-Request-ID $request_id;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Host $host;
    proxy_set_header X-Forwarded-Port $server_port;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Scheme $scheme;
    location /api/invitation { proxy_pass http://ingress_invitation; }
    location ~* "^/([a-z0-9-]{0,100})$" {
      rewrite "(?i)^/([a-z0-9-]{0,100})$" /api/invitation/page/$1 break;
      proxy_pass http://ingress_invitation;
    }
  }`;

/**
 * Starts nginx with the shell's server on `shellPort` (the template as the static image fills it, INVITATION_SERVICE_HOST
 * the service's address; changed only where a run outside the container must: the port, the root = shell/dist, the
 * log, snippet and temporary paths) and the Ingress model on `ingressPort`. The main configuration is the official
 * image's /etc/nginx/nginx.conf: worker_processes auto, worker_connections 1024, sendfile on, keepalive_timeout 65,
 * its access log format. Answers the two origins and stop().
 */
export async function startEdge({ serviceUrl, shellPort, ingressPort }) {
  if (!binary) throw new Error('nginx is needed for the edge section: apt-get install nginx');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'undangin-edge-'));
  for (const folder of ['snippets', 'conf.d', 'temp']) fs.mkdirSync(path.join(prefix, folder));
  // As static.Dockerfile's ENV: INVITATION_SERVICE_HOST, ASSET_ORIGINS="" and PAYMENT_ORIGINS="" (the ConfigMap's
  // origins change only the Content-Security-Policy's text).
  const vars = { INVITATION_SERVICE_HOST: new URL(serviceUrl).host, ASSET_ORIGINS: '', PAYMENT_ORIGINS: '' };
  const read = (file) => fs.readFileSync(path.join(docker, file), 'utf8');
  fs.copyFileSync(path.join(docker, 'asset-headers.inc'), path.join(prefix, 'snippets', 'asset-headers.inc'));
  fs.writeFileSync(path.join(prefix, 'conf.d', 'page-headers.inc'), envsubst(read('page-headers.inc.template'), vars));
  const shell = adjusted(envsubst(read('shell.nginx.conf.template'), vars), [
    ['listen 8080;', `listen 127.0.0.1:${shellPort};`],
    ['root /usr/share/nginx/html;', `root ${path.join(root, 'shell', 'dist')};`],
    ['/var/log/nginx/access.log', path.join(prefix, 'shell-access.log')],
    ['/etc/nginx/snippets/', `${prefix}/snippets/`],
    ['/etc/nginx/conf.d/', `${prefix}/conf.d/`],
  ]);
  fs.writeFileSync(path.join(prefix, 'conf.d', 'default.conf'), shell);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${prefix}/temp/${kind};`)
    .join('\n  ');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `# The official nginx image's nginx.conf (its user line removed, as static.Dockerfile does; root here, as the image's
# uid 1000 is there), with the paths of this folder.
user root;
worker_processes auto;
error_log ${prefix}/error.log notice;
pid ${prefix}/nginx.pid;
events {
  worker_connections 1024;
}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format main '$remote_addr - $remote_user [$time_local] "$request" '
                  '$status $body_bytes_sent "$http_referer" '
                  '"$http_user_agent" "$http_x_forwarded_for"';
  access_log ${prefix}/access.log main;
  sendfile on;
  keepalive_timeout 65;
  ${temp}
  include ${prefix}/conf.d/*.conf;
  ${ingressServer({ port: ingressPort, serviceUrl, prefix })}
}
`,
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'];
  const test = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t:\n${test.stderr}`);
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const shellUrl = `http://127.0.0.1:${shellPort}`;
  const ingressUrl = `http://127.0.0.1:${ingressPort}`;
  for (let i = 0; ; i += 1) {
    const up = await Promise.all(
      [shellUrl, ingressUrl].map((url) =>
        fetch(`${url}/index.html`).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (up.every(Boolean)) break;
    if (i > 100 || child.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}`);
    await sleep(50);
  }
  return {
    shellUrl,
    ingressUrl,
    prefix,
    version: /nginx\/(\S+)/.exec(spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr)?.[1] ?? 'unknown',
    /** nginx's processes: the master and its workers (whose CPU time is the edge's cost). */
    pids() {
      const children = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/);
      return [child.pid, ...children.filter(Boolean).map(Number)];
    },
    /** What nginx logged as errors (a proxy that failed says so here). */
    errors: () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    async stop() {
      // SIGQUIT: the graceful stop the image's STOPSIGNAL is.
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(10_000)]);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
