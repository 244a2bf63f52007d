import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A rendered Kubernetes object, as far as the tests read it. */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string>; labels?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- manifests of every kind, read by path in tests
  spec?: any;
  data?: Record<string, string>;
};

export const k8sDir = __dirname;
export const overlays = ['production', 'staging'] as const;
export const services = ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing'] as const;
/** Workers: a Deployment each, like a service, but no route at the edge and scaled by KEDA on their queue. */
export const workers = ['render'] as const;

/** `kubectl kustomize <dir>` (kubectl ships kustomize; it is on every machine of this project, see README). */
export function render(dir: string): K8sObject[] {
  const out = execFileSync('kubectl', ['kustomize', path.resolve(k8sDir, dir)], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return parseAllDocuments(out)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => Boolean(o));
}

export const ofKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
export const named = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a rendered pod spec or container, read by path
type Manifest = any;

/** Every pod of ours: non-root, read-only root with an emptyDir at /tmp, no privilege, requests and limits. */
export function expectHardened(where: string, podSpec: Manifest, container: Manifest): void {
  expect({ where, pod: podSpec.securityContext }).toMatchObject({
    where,
    pod: { runAsNonRoot: true, runAsUser: 1000, seccompProfile: { type: 'RuntimeDefault' } },
  });
  expect({ where, container: container.securityContext }).toMatchObject({
    where,
    container: {
      runAsNonRoot: true,
      runAsUser: 1000,
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
      seccompProfile: { type: 'RuntimeDefault' },
    },
  });
  expect({ where, limits: container.resources?.limits }).toMatchObject({
    where,
    limits: { cpu: expect.anything(), memory: expect.anything() },
  });
  expect({ where, requests: container.resources?.requests }).toMatchObject({
    where,
    requests: { cpu: expect.anything(), memory: expect.anything() },
  });
  const tmp = podSpec.volumes?.find(
    (v: Manifest) =>
      v.emptyDir && container.volumeMounts?.some((m: Manifest) => m.name === v.name && m.mountPath === '/tmp'),
  );
  expect({ where, tmp: Boolean(tmp) }).toEqual({ where, tmp: true });
}
