import { readFileSync } from 'node:fs';
import path from 'node:path';
import { k8sDir, ofKind, render } from './render';

describe('the nightly backup (infra/k8s/backup)', () => {
  const [cron] = ofKind(render('backup'), 'CronJob');
  const pod = cron?.spec.jobTemplate.spec.template.spec;
  const container = pod?.containers[0];

  it('runs backup.sh once a night, never two at once, to the backups bucket', () => {
    expect(cron?.spec).toMatchObject({ schedule: expect.any(String), concurrencyPolicy: 'Forbid' });
    expect(container.command).toEqual(['sh', '/opt/undangin/backup.sh']);
    expect(container.env).toEqual(
      expect.arrayContaining([{ name: 'BACKUP_S3_URI', value: expect.stringMatching(/^s3:\/\/undangin-backups\//) }]),
    );
  });

  it('runs hardened, with a writable /tmp only', () => {
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    expect(container.resources.limits).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
    expect(container.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
  });

  it('uses only documented Secrets', () => {
    const readme = readFileSync(path.join(k8sDir, 'secrets/README.md'), 'utf8');
    const secrets = [
      ...container.envFrom.map((from: { secretRef: { name: string } }) => from.secretRef.name),
      ...container.env
        .filter((e: { valueFrom?: unknown }) => e.valueFrom)
        .map((e: { valueFrom: { secretKeyRef: { name: string } } }) => e.valueFrom.secretKeyRef.name),
    ];
    expect(new Set(secrets)).toEqual(new Set(['undangin-migrate', 'undangin-backups']));
    for (const name of secrets)
      expect({ name, documented: readme.includes(`\`${name}\``) }).toMatchObject({ documented: true });
  });
});
