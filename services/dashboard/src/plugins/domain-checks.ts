import type { JobQueue } from '@undangin/jobs';
import type { MikroORM } from '@undangin/db';
import type { Mailer } from '@undangin/service-kit/mail';
import type { FastifyBaseLogger } from 'fastify';
import { checkDomain } from '../domain/custom-domains';
import type { DomainSettings } from '../domain/domain-settings';
import { claimDueDomains } from '../repositories/custom-domains';

/**
 * Domains claimed at a time (each check may wait on slow name servers: 20 of them fit the claim's 15 minutes many
 * times over); a run takes its rows with `skip locked`, so replicas never check one twice.
 */
const batch = 20;

/** One scheduled run: every domain whose check is due, each in its own transaction. */
export async function checkDueDomains(
  orm: MikroORM,
  settings: DomainSettings,
  mailer: Mailer,
  log: FastifyBaseLogger,
): Promise<number> {
  let checked = 0;
  for (;;) {
    const due = await claimDueDomains(orm.em.fork(), batch);
    for (const row of due) {
      try {
        await checkDomain(orm.em.fork(), settings, mailer, row);
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
