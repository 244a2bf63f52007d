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
