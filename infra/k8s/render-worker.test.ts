import { readFileSync } from 'node:fs';
import path from 'node:path';
import { queues } from '@undangin/jobs/schema';
import { type K8sObject, expectHardened, k8sDir, named, ofKind, overlays, render } from './render';

// The render worker (services/render) in Kubernetes: a Deployment of the undangin/render image (Debian's Chromium and
// ffmpeg, infra/docker/render.Dockerfile) with no route at the edge, scaled by KEDA on the depth of its queue.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rendered manifests, read by path
type Manifest = any;

const root = path.resolve(k8sDir, '../..');
const dockerfile = readFileSync(path.join(root, 'infra/docker/render.Dockerfile'), 'utf8');
const edge = JSON.parse(readFileSync(path.join(root, 'infra/edge-routes.json'), 'utf8')) as {
  routes: { backend: string }[];
};
/** The queue the worker works (services/render/src/app.ts). */
const queue = 'render-exports';
const bounds = { production: { min: 1, max: 10 }, staging: { min: 1, max: 3 } } as const;

/** Bytes of a Kubernetes quantity (Mi, Gi). */
const bytes = (quantity: string) => {
  const [, n, unit] = /^(\d+)(Mi|Gi)?$/.exec(quantity) ?? [];
  return Number(n) * (unit === 'Gi' ? 1024 ** 3 : unit === 'Mi' ? 1024 ** 2 : 1);
};

describe.each(overlays)('the render worker in %s', (overlay) => {
  let all: K8sObject[];
  let deployment: K8sObject;
  let pod: Manifest;
  let container: Manifest;
  const envOf = (name: string): string | undefined => {
    const own = container.env?.find((e: Manifest) => e.name === name)?.value as string | undefined;
    if (own !== undefined) return own;
    // envFrom: the last source that has the key wins.
    let value: string | undefined;
    for (const from of container.envFrom ?? [])
      if (from.configMapRef) value = named(all, 'ConfigMap', from.configMapRef.name)?.data?.[name] ?? value;
    return value;
  };

  beforeAll(() => {
    all = render(`overlays/${overlay}`);
    deployment = named(all, 'Deployment', 'render')!;
    pod = deployment?.spec.template.spec;
    container = pod?.containers.find((c: Manifest) => c.name === 'render');
  });

  it('is a Deployment of the render image, built with Chromium and ffmpeg where its settings look for them', () => {
    expect(deployment).toBeDefined();
    expect(pod.containers).toHaveLength(1);
    expect(container.image).toMatch(/^undangin\/render:[A-Za-z0-9._-]+$/);
    for (const [variable, tool] of [
      ['RENDER_CHROMIUM', 'chromium'],
      ['FFMPEG_PATH', 'ffmpeg'],
    ] as const) {
      expect(envOf(variable)).toBe(`/usr/bin/${tool}`);
      expect(dockerfile).toMatch(new RegExp(`--no-install-recommends[^\\n]*\\b${tool}\\b`));
    }
  });

  it('has no route at the edge: no Ingress names it, its Service is cluster-internal, and the route table omits it', () => {
    const backends = ofKind(all, 'Ingress').flatMap((ingress) =>
      (ingress.spec.rules ?? []).flatMap((rule: Manifest) =>
        (rule.http?.paths ?? []).map((p: Manifest) => p.backend.service?.name as string),
      ),
    );
    expect(backends.length).toBeGreaterThan(0);
    expect(backends).not.toContain('render');
    expect(edge.routes.some((route) => route.backend === 'render')).toBe(false);
    const service = named(all, 'Service', 'render');
    expect(service?.spec.type ?? 'ClusterIP').toBe('ClusterIP');
    // Only for probes and metrics: it selects the worker's pods on their probe port.
    expect(service?.spec.selector).toEqual(deployment.spec.selector.matchLabels);
    expect(container.ports).toEqual([expect.objectContaining({ name: service?.spec.ports[0].targetPort })]);
  });

  it('scales on the render-exports queue through KEDA, with no HPA on CPU', () => {
    const scaled = named(all, 'ScaledObject', 'render');
    expect(scaled?.apiVersion).toBe('keda.sh/v1alpha1');
    expect(scaled!.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'render' });
    expect({ min: scaled!.spec.minReplicaCount, max: scaled!.spec.maxReplicaCount }).toEqual(bounds[overlay]);
    expect(scaled!.spec.triggers).toHaveLength(1);
    const [trigger] = scaled!.spec.triggers;
    expect(trigger.type).toBe('postgresql');
    // The query counts the jobs waiting in the worker's queue: the queue pg-boss knows, in its schema.
    expect(Object.keys(queues)).toContain(queue);
    expect(readFileSync(path.join(root, 'services/render/src/app.ts'), 'utf8')).toContain(`'${queue}'`);
    const query = (trigger.metadata.query as string).replace(/\s+/g, ' ');
    expect(query).toMatch(/^select count\(\*\) from pgboss\.job where /i);
    expect(query).toContain(`name = '${queue}'`);
    expect(query).toMatch(/state in \('created', ?'retry'\)/);
    expect(trigger.metadata.targetQueryValue).toBe('2');
    // Replicas stay at least as long as an export they took may run.
    const timeout = Number(envOf('RENDER_TIMEOUT_SECONDS'));
    expect(
      scaled!.spec.advanced.horizontalPodAutoscalerConfig.behavior.scaleDown.stabilizationWindowSeconds,
    ).toBeGreaterThanOrEqual(timeout);
    expect(ofKind(all, 'HorizontalPodAutoscaler').filter((hpa) => hpa.spec.scaleTargetRef.name === 'render')).toEqual(
      [],
    );
  });

  it('lets KEDA read the queue with the worker’s own login, from a Secret', () => {
    const [trigger] = named(all, 'ScaledObject', 'render')!.spec.triggers;
    const auth = named(all, 'TriggerAuthentication', trigger.authenticationRef.name as string);
    expect(auth?.spec.secretTargetRef).toEqual([
      { parameter: 'connection', name: 'undangin-render', key: 'DATABASE_URL' },
    ]);
    // The same Secret the worker and its wait for migrations log in with.
    const secrets = (c: Manifest) =>
      (c.envFrom ?? []).filter((f: Manifest) => f.secretRef).map((f: Manifest) => f.secretRef.name);
    expect(secrets(container)).toContain('undangin-render');
    expect(secrets(pod.initContainers.find((c: Manifest) => c.name === 'wait-for-migrations'))).toEqual([
      'undangin-render',
    ]);
  });

  it('runs hardened, probed, with a PDB, sized for Chromium, and waits out an export in hand', () => {
    expectHardened(`${overlay}/render`, pod, container);
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(container.startupProbe.httpGet.path).toBe('/health');
    expect(container.readinessProbe.httpGet.path).toBe('/ready');
    expect(container.livenessProbe.httpGet.path).toBe('/health');
    expect(container.resources).toEqual({ requests: { cpu: '1', memory: '1Gi' }, limits: { cpu: '2', memory: '2Gi' } });
    const grace = Number(envOf('SHUTDOWN_GRACE_SECONDS'));
    expect(grace).toBeGreaterThan(Number(envOf('RENDER_TIMEOUT_SECONDS')));
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(grace);
    expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
    expect(deployment.spec.replicas).toBeUndefined();
    const pdb = named(all, 'PodDisruptionBudget', 'render');
    expect(pdb?.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    expect(pdb!.spec.maxUnavailable).toBe(1);
  });

  it('gives Chromium and ffmpeg a writable /tmp of 2 GiB on a read-only root', () => {
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    const mount = container.volumeMounts.find((m: Manifest) => m.mountPath === '/tmp');
    expect(mount?.readOnly).toBeFalsy();
    const volume = pod.volumes.find((v: Manifest) => v.name === mount.name);
    expect(volume.emptyDir).toBeDefined();
    expect(volume.emptyDir.medium).toBeUndefined(); // on disk: a tmpfs would count against the memory limit
    expect(bytes(volume.emptyDir.sizeLimit as string)).toBeGreaterThanOrEqual(2 * 1024 ** 3);
    expect(envOf('RENDER_TMP_DIR') ?? '/tmp').toBe('/tmp');
    // Chromium's profile and fontconfig's cache follow HOME and the XDG folders, set to /tmp in the image.
    for (const variable of ['HOME', 'XDG_CONFIG_HOME', 'XDG_CACHE_HOME'])
      expect(dockerfile).toMatch(new RegExp(`\\b${variable}=/tmp(/|\\s|$)`));
  });

  it('stores exports where the dashboard links them: a private bucket of their own, kept as long as it says', () => {
    const dashboard = named(all, 'Deployment', 'dashboard')!.spec.template.spec.containers[0];
    const maps = (c: Manifest) =>
      (c.envFrom ?? []).filter((f: Manifest) => f.configMapRef).map((f: Manifest) => f.configMapRef.name);
    for (const shared of ['undangin-uploads-config', 'undangin-exports-config']) {
      expect(maps(container)).toContain(shared);
      expect(maps(dashboard)).toContain(shared);
    }
    for (const c of [container, dashboard])
      expect(c.envFrom).toEqual(expect.arrayContaining([{ secretRef: { name: 'undangin-uploads' } }]));
    const exports = named(all, 'ConfigMap', 'undangin-exports-config')!.data!;
    const uploads = named(all, 'ConfigMap', 'undangin-uploads-config')!.data!;
    expect(exports.EXPORTS_S3_BUCKET).toBeTruthy();
    expect(exports.EXPORTS_S3_BUCKET).not.toBe(uploads.S3_BUCKET);
    expect(Number(exports.EXPORT_KEEP_HOURS)).toBeGreaterThan(0);
    // Neither sets its own keep hours or bucket beside the shared map.
    for (const c of [container, dashboard])
      expect((c.env ?? []).map((e: Manifest) => e.name)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(EXPORT_KEEP_HOURS|EXPORTS_S3_BUCKET)$/)]),
      );
  });
});
