import type { JobQueue } from '@undangin/jobs';
import type { MikroORM } from '@undangin/db';
import { Counter } from '@undangin/service-kit';
import type { Mailer } from '@undangin/service-kit/mail';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { checkDomain } from '../domain/custom-domains';
import { certificateResults, probeCertificate, type CertificateResult } from '../domain/domain-certificate';
import type { DomainSettings } from '../domain/domain-settings';
import { claimDueDomains, servingDomainOf, type CustomDomainRow } from '../repositories/custom-domains';

/**
 * Domains claimed at a time (each check may wait on slow name servers: 20 of them fit the claim's 15 minutes many
 * times over); a run takes its rows with `skip locked`, so replicas never check one twice.
 */
const batch = 20;

/** Where a scheduled run reports each certificate it checked (the dashboard's /metrics). */
export type CertificateCount = (result: CertificateResult) => void;

/**
 * `custom_domain_certificate_checks_total{result}` on /metrics, every result from 0 (so an alert sees the first
 * failure as an increase): what the certificate checks of serving domains found (domain-certificate.ts). The app's
 * one counter, made on first use.
 */
export function certificateCounter(app: FastifyInstance): CertificateCount {
  const name = 'custom_domain_certificate_checks_total';
  let counter = app.metrics.getSingleMetric(name) as Counter | undefined;
  if (!counter) {
    counter = new Counter({
      name,
      help: "Certificate checks of serving custom domains through the edge, by what a guest's browser would find",
      labelNames: ['result'],
      registers: [app.metrics],
    });
    for (const result of certificateResults) counter.inc({ result }, 0);
  }
  return (result) => counter.inc({ result });
}

/**
 * A domain that serves now gets its certificate checked at the edge (when the edge's address is set). Once the edge
 * cannot be reached at all, the run checks no more certificates: one count says it, and each probe could wait its
 * whole timeout.
 */
async function checkCertificate(
  orm: MikroORM,
  settings: DomainSettings,
  row: CustomDomainRow | null,
  run: { count: CertificateCount; log: FastifyBaseLogger; edgeUnreachable: boolean },
): Promise<void> {
  if (!settings.certificateEdge || run.edgeUnreachable || row?.status !== 'verified') return;
  if ((await servingDomainOf(orm.em.fork(), row.invitation_id)) !== row.domain) return;
  const result = await probeCertificate(settings.certificateEdge, row.domain);
  run.count(result);
  run.edgeUnreachable = result === 'unreachable';
  if (result !== 'ok') run.log.warn({ domain: row.domain, result }, 'custom domain: certificate check failed');
}

/** One scheduled run: every domain whose check is due, each in its own transaction, then its certificate. */
export async function checkDueDomains(
  orm: MikroORM,
  settings: DomainSettings,
  mailer: Mailer,
  log: FastifyBaseLogger,
  countCertificate: CertificateCount = () => undefined,
): Promise<number> {
  const run = { count: countCertificate, log, edgeUnreachable: false };
  let checked = 0;
  for (;;) {
    const due = await claimDueDomains(orm.em.fork(), batch);
    for (const row of due) {
      try {
        const checkedRow = await checkDomain(orm.em.fork(), settings, mailer, row);
        await checkCertificate(orm, settings, checkedRow, run);
      } catch (error) {
        log.warn({ err: error, domain: row.domain }, 'custom domain: check failed');
      }
    }
    checked += due.length;
    if (due.length < batch) return checked;
  }
}

/** Re-checks custom domains on the job queue's schedule (CUSTOM_DOMAIN_CHECK_MINUTES), one replica per tick. */
export async function startDomainChecks(
  jobs: JobQueue,
  run: () => Promise<number>,
  settings: DomainSettings,
): Promise<void> {
  await jobs.work('custom-domain-checks', async () => {
    await run();
  });
  const minutes = settings.checkMinutes;
  await jobs.schedule('custom-domain-checks', minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`);
}
