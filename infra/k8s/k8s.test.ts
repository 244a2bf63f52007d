import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { appNames } from '@undangin/contracts';
import { RemotesMap } from '@undangin/contracts/src/shared/remotes-map';
import { type K8sObject, expectHardened, k8sDir, named, ofKind, overlays, render, services, workers } from './render';

// The services and the static origin; the render worker (scaled by KEDA, no HPA) has its own test, render-worker.test.ts.
const workloads = [...services, 'static'] as const;
const probes = ['startupProbe', 'readinessProbe', 'livenessProbe'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Container = any;

describe.each(overlays)('the %s overlay', (overlay) => {
  let all: K8sObject[];
  beforeAll(() => {
    all = render(`overlays/${overlay}`);
  });

  it.each(workloads)('runs %s hardened, probed, drained before SIGTERM, with an HPA and a PDB', (name) => {
    const deployment = named(all, 'Deployment', name);
    expect(deployment).toBeDefined();
    const pod = deployment!.spec.template.spec;
    const container = pod.containers.find((c: Container) => c.name === name);
    expect(container.image).toMatch(new RegExp(`^undangin/${name}:[A-Za-z0-9._-]+$`));
    for (const probe of probes)
      expect({ name, probe, httpGet: container[probe]?.httpGet?.path }).toEqual({
        name,
        probe,
        httpGet: expect.stringMatching(/^\//),
      });
    if (name !== 'static') {
      expect(container.readinessProbe.httpGet.path).toBe('/ready');
      expect(container.livenessProbe.httpGet.path).toBe('/health');
      const grace = Number(container.env.find((e: Container) => e.name === 'SHUTDOWN_GRACE_SECONDS')?.value);
      const preStop = Number(container.lifecycle.preStop.exec.command.at(-1));
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(grace + preStop);
    }
    expect(container.lifecycle?.preStop?.exec?.command?.[0] ?? container.lifecycle?.preStop?.sleep).toBeTruthy();
    expectHardened(`${overlay}/${name}`, pod, container);

    const hpa = named(all, 'HorizontalPodAutoscaler', name);
    expect(hpa?.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
    expect(hpa!.spec.maxReplicas).toBeGreaterThanOrEqual(hpa!.spec.minReplicas);
    const pdb = named(all, 'PodDisruptionBudget', name);
    expect(pdb?.spec.selector.matchLabels).toEqual(deployment!.spec.selector.matchLabels);
    expect(pdb!.spec.minAvailable === 1 || pdb!.spec.maxUnavailable === 1).toBe(true);
    expect(named(all, 'Service', name)?.spec.selector).toEqual(deployment!.spec.selector.matchLabels);
  });

  it('waits in every service pod for the migrations of the same release the Job runs, under a per-release name', () => {
    const jobs = ofKind(all, 'Job');
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    const jobContainer = job.spec.template.spec.containers[0];
    const [, tag] = (jobContainer.image as string).split(':');
    expect(tag).toBeTruthy();
    // Re-applying with a new release creates a new Job: its name carries the release, and so does its label.
    expect(job.metadata.name).toBe(`migrate-${tag!.replace(/\./g, '-')}`);
    expect(job.metadata.labels?.['undangin.id/release']).toBe(tag);
    expect(jobContainer.command).toEqual(['node', 'migrate.js', 'migrate']);
    expectHardened(`${overlay}/job`, job.spec.template.spec, jobContainer);
    for (const name of [...services, ...workers]) {
      const init = named(all, 'Deployment', name)!.spec.template.spec.initContainers?.find(
        (c: Container) => c.name === 'wait-for-migrations',
      );
      expect({ name, image: init?.image, command: init?.command }).toEqual({
        name,
        image: jobContainer.image,
        command: ['node', 'migrate.js', '--wait'],
      });
    }
  });

  it('mounts the remotes map from a ConfigMap into the static origin, valid against the contract', () => {
    const pod = named(all, 'Deployment', 'static')!.spec.template.spec;
    const mount = pod.containers[0].volumeMounts.find(
      (m: Container) => m.mountPath === '/usr/share/nginx/html/remotes.json',
    );
    const volume = pod.volumes.find((v: Container) => v.name === mount?.name);
    const map = ofKind(all, 'ConfigMap').find((c) => c.metadata.name === volume?.configMap?.name);
    expect(map?.metadata.name).toMatch(/^undangin-remotes-/);
    const remotes = JSON.parse(map!.data!['remotes.json']!) as unknown;
    expect(Value.Check(RemotesMap, remotes)).toBe(true);
    expect(Object.keys(remotes as object).sort()).toEqual(['admin', 'dashboard', 'invitation', 'marketing']);
  });

  it('documents every Secret it references, and commits none', () => {
    expect(ofKind(all, 'Secret')).toEqual([]);
    const readme = readFileSync(path.join(k8sDir, 'secrets/README.md'), 'utf8');
    const referenced = new Set<string>();
    for (const d of ofKind(all, 'Deployment').concat(ofKind(all, 'Job'))) {
      const pod = d.spec.template.spec;
      for (const c of [...(pod.initContainers ?? []), ...pod.containers])
        for (const from of c.envFrom ?? []) if (from.secretRef) referenced.add(from.secretRef.name);
    }
    for (const ingress of ofKind(all, 'Ingress'))
      for (const tls of ingress.spec.tls ?? []) referenced.add(tls.secretName);
    // KEDA reads the render queue's connection from a Secret too.
    for (const auth of ofKind(all, 'TriggerAuthentication'))
      for (const ref of auth.spec.secretTargetRef ?? []) referenced.add(ref.name);
    expect(referenced.size).toBeGreaterThanOrEqual(10);
    for (const name of referenced)
      expect({ name, documented: readme.includes(`\`${name}\``) }).toEqual({ name, documented: true });
  });

  it('references only ConfigMaps it renders', () => {
    const maps = new Set(ofKind(all, 'ConfigMap').map((c) => c.metadata.name));
    for (const d of ofKind(all, 'Deployment')) {
      for (const c of [...(d.spec.template.spec.initContainers ?? []), ...d.spec.template.spec.containers]) {
        for (const from of c.envFrom ?? [])
          if (from.configMapRef)
            expect({
              d: d.metadata.name,
              map: from.configMapRef.name,
              ok: maps.has(from.configMapRef.name),
            }).toMatchObject({ ok: true });
      }
    }
  });

  it('puts every object in the overlay’s namespace', () => {
    const namespaces = new Set(all.map((o) => o.metadata.namespace));
    expect(namespaces.size).toBe(1);
    expect([...namespaces][0]).toMatch(/^undangin/);
  });
});

describe('each part applies alone', () => {
  it.each(overlays)(
    '%s: platform, migrations, every service, the render worker and the custom domains’ edge render on their own, and together make the whole',
    (overlay) => {
      const whole = render(`overlays/${overlay}`);
      const parts = [
        'platform',
        'migrations',
        ...[...workloads, ...workers].map((w) => `services/${w}`),
        'domain-edge',
      ].flatMap((dir) => render(`overlays/${overlay}/${dir}`));
      const key = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
      expect(parts.map(key).sort()).toEqual(whole.map(key).sort());
      for (const name of workloads)
        expect(render(`overlays/${overlay}/services/${name}`).map((o) => o.kind)).toEqual(
          expect.arrayContaining(['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']),
        );
      for (const name of workers)
        expect(render(`overlays/${overlay}/services/${name}`).map((o) => o.kind)).toEqual(
          expect.arrayContaining([
            'Deployment',
            'Service',
            'ScaledObject',
            'TriggerAuthentication',
            'PodDisruptionBudget',
          ]),
        );
    },
  );

  it('renders the optional components (External Secrets, CloudNativePG) onto an overlay', () => {
    const dir = mkdtempSync(path.join(k8sDir, '.render-'));
    try {
      writeFileSync(
        path.join(dir, 'kustomization.yaml'),
        `resources: [../overlays/production/platform]\ncomponents: [../components/external-secrets, ../components/cloudnative-pg]\n`,
      );
      const objects = render(dir);
      expect(
        ofKind(objects, 'ExternalSecret')
          .map((o) => o.metadata.name)
          .sort(),
      ).toEqual([
        'undangin-admin',
        'undangin-auth',
        'undangin-billing',
        'undangin-dashboard',
        'undangin-domain-edge',
        'undangin-invitation',
        'undangin-marketing',
        'undangin-migrate',
        'undangin-render',
        'undangin-uploads',
      ]);
      const clusters = ofKind(objects, 'Cluster');
      expect(clusters).toHaveLength(1);
      // A login for every process's role: the six services and the render worker.
      expect(clusters[0]!.spec.managed.roles.map((r: Container) => r.name).sort()).toEqual(
        appNames.map((name) => `undangin_${name}`).sort(),
      );
      expect(ofKind(objects, 'Pooler')[0]?.spec.pgbouncer.poolMode).toBe('session');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
