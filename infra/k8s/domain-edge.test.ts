import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type K8sObject, k8sDir, named, ofKind, overlays, render } from './render';

// The edge of custom domains (infra/k8s/domain-edge): Caddy running infra/edge/Caddyfile itself. It is not one of
// the platform's images (infra/docker builds none of it): Caddy's official image, pinned to the Caddy the
// integration tests run (tests/security/custom-domains.test.ts, Debian's package).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rendered manifests, read by path
type Manifest = any;

const caddyfile = readFileSync(path.join(k8sDir, '../edge/Caddyfile'), 'utf8');
/** The environment the Caddyfile reads: `{$NAME}` and `{$NAME:default}`. */
const caddyfileEnv = [...new Set([...caddyfile.matchAll(/\{\$([A-Z0-9_]+)(?::[^}]*)?\}/g)].map((m) => m[1]!))];
/** Only the integration tests issue from Caddy's own CA. */
const testOnly = ['CADDY_LOCAL_CERTS'];

describe.each(overlays)('the %s edge of custom domains', (overlay) => {
  let all: K8sObject[];
  let deployment: K8sObject;
  let pod: Manifest;
  let caddy: Manifest;
  let settings: Record<string, string>;
  const volumeAt = (mountPath: string): Manifest => {
    const mount = caddy.volumeMounts.find((m: Manifest) => m.mountPath === mountPath);
    return pod.volumes.find((v: Manifest) => v.name === mount?.name);
  };
  const portNamed = (name: string): number =>
    caddy.ports.find((p: Manifest) => p.name === name)?.containerPort as number;

  beforeAll(() => {
    all = render(`overlays/${overlay}`);
    deployment = named(all, 'Deployment', 'domain-edge')!;
    pod = deployment.spec.template.spec;
    caddy = pod.containers.find((c: Manifest) => c.name === 'caddy');
    settings = named(all, 'ConfigMap', 'undangin-domain-edge-config')?.data ?? {};
  });

  it('runs Caddy’s official image, pinned, in two replicas spread over nodes, without an HPA', () => {
    expect(pod.containers).toHaveLength(1);
    expect(caddy.image).toBe('caddy:2.6.2');
    expect(deployment.spec.replicas).toBe(2);
    expect(named(all, 'HorizontalPodAutoscaler', 'domain-edge')).toBeUndefined();
    expect(pod.topologySpreadConstraints).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          topologyKey: 'kubernetes.io/hostname',
          labelSelector: { matchLabels: deployment.spec.selector.matchLabels },
        }),
      ]),
    );
  });

  it('runs infra/edge/Caddyfile itself, from a ConfigMap generated from the file (its name changes with it)', () => {
    const volume = volumeAt('/etc/caddy');
    expect(volume?.configMap?.name).toMatch(/^undangin-domain-edge-caddyfile-[a-z0-9]+$/);
    const map = named(all, 'ConfigMap', volume.configMap.name as string);
    expect(map?.data).toEqual({ Caddyfile: caddyfile });
    expect(caddy.command).toEqual(['caddy', 'run', '--config', '/etc/caddy/Caddyfile', '--adapter', 'caddyfile']);
  });

  it('sets every setting the Caddyfile reads, to Services this overlay renders, and never the local CA', () => {
    expect(caddyfileEnv).toEqual(expect.arrayContaining(['INVITATION_UPSTREAM', 'STATIC_UPSTREAM', 'ASK_URL']));
    expect(caddy.envFrom).toEqual([{ configMapRef: { name: 'undangin-domain-edge-config' } }]);
    // The shared secret comes from a Secret, never the ConfigMap.
    const secret = caddy.env?.find((e: Manifest) => e.name === 'EDGE_SECRET');
    expect(secret?.valueFrom).toEqual({ secretKeyRef: { name: 'undangin-domain-edge', key: 'EDGE_SECRET' } });
    expect(settings.EDGE_SECRET).toBeUndefined();
    for (const name of caddyfileEnv.filter((n) => !testOnly.includes(n) && n !== 'EDGE_SECRET'))
      expect({ name, set: Boolean(settings[name]) }).toEqual({ name, set: true });
    for (const name of testOnly) {
      expect(settings[name]).toBeUndefined();
      expect(caddy.env?.some((e: Manifest) => e.name === name)).toBeFalsy();
    }
    const servesAt = (service: string, port: number) =>
      named(all, 'Service', service)?.spec.ports.some((p: Manifest) => p.port === port);
    for (const [key, service] of [
      ['INVITATION_UPSTREAM', 'invitation'],
      ['STATIC_UPSTREAM', 'static'],
    ] as const) {
      const [host, port] = settings[key]!.split(':');
      expect({ key, host, serves: servesAt(host!, Number(port)) }).toEqual({ key, host: service, serves: true });
    }
    const ask = new URL(settings.ASK_URL!);
    expect(`${ask.protocol}//${ask.host}${ask.pathname}`).toBe('http://invitation/api/invitation/domains/ask');
    expect(servesAt('invitation', 80)).toBe(true);
    // The admin API answers inside the pod only.
    expect(settings.CADDY_ADMIN).toMatch(/^(localhost|127\.0\.0\.1):\d+$/);
    expect(settings.ACME_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it('listens on unprivileged ports and answers 80 and 443 on a LoadBalancer of its own, keeping the guest’s address', () => {
    expect(Number(settings.HTTP_PORT)).toBe(portNamed('http'));
    expect(Number(settings.HTTPS_PORT)).toBe(portNamed('https'));
    expect(portNamed('http')).toBeGreaterThan(1024);
    expect(portNamed('https')).toBeGreaterThan(1024);
    const service = named(all, 'Service', 'domain-edge');
    expect(service?.spec).toMatchObject({
      type: 'LoadBalancer',
      externalTrafficPolicy: 'Local',
      selector: deployment.spec.selector.matchLabels,
    });
    expect(service!.spec.ports.map((p: Manifest) => ({ port: p.port, to: portNamed(p.targetPort as string) }))).toEqual(
      [
        { port: 80, to: portNamed('http') },
        { port: 443, to: portNamed('https') },
      ],
    );
    // The platform's own names stay on the Ingress: no Ingress sends anything to the edge.
    for (const ingress of ofKind(all, 'Ingress')) expect(JSON.stringify(ingress.spec)).not.toContain('domain-edge');
  });

  it('runs non-root on a read-only root, writing only the shared certificates (/data), /config and /tmp', () => {
    expect(pod.securityContext).toMatchObject({
      runAsNonRoot: true,
      runAsUser: 1000,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    expect(caddy.securityContext).toMatchObject({
      runAsNonRoot: true,
      runAsUser: 1000,
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
      seccompProfile: { type: 'RuntimeDefault' },
    });
    // Only the one capability the image's binary is marked with (it is bound only by ports above 1024).
    for (const added of caddy.securityContext.capabilities.add ?? []) expect(added).toBe('NET_BIND_SERVICE');
    expect(caddy.resources.requests).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
    expect(caddy.resources.limits).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });

    const writable = caddy.volumeMounts.filter((m: Manifest) => !m.readOnly).map((m: Manifest) => m.mountPath);
    expect(writable.sort()).toEqual(['/config', '/data', '/tmp']);
    const claim = named(all, 'PersistentVolumeClaim', volumeAt('/data')?.persistentVolumeClaim?.claimName as string);
    // Every replica mounts the same storage: Caddy's locks there make one issuance per name across replicas.
    expect(claim?.spec.accessModes).toEqual(['ReadWriteMany']);
    expect(volumeAt('/config')?.emptyDir).toBeDefined();
    expect(volumeAt('/tmp')?.emptyDir).toBeDefined();
  });

  it('is probed on its HTTPS port, leaves the load balancer before SIGTERM, and keeps a replica through disruptions', () => {
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe'])
      expect({ probe, port: caddy[probe]?.tcpSocket?.port }).toEqual({ probe, port: 'https' });
    const preStop = Number(caddy.lifecycle.preStop.exec.command.at(-1));
    expect(caddy.lifecycle.preStop.exec.command[0]).toBe('sleep');
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop);
    const pdb = named(all, 'PodDisruptionBudget', 'domain-edge');
    expect(pdb?.spec).toEqual({ minAvailable: 1, selector: { matchLabels: deployment.spec.selector.matchLabels } });
    expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
  });
});
