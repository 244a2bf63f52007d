import { Type } from '@sinclair/typebox';
import { AdminJobs, ErrorBody, JobParams, jobAdminMessages as text } from '@undangin/contracts';
import { queueNames, type QueueName } from '@undangin/jobs';
import { badRequest, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { EntityManager } from '@undangin/db';
import type { FastifyInstance } from 'fastify';
import { actorOf, recordAudit, type AuditActor } from '../../repositories/audit';
import { findJob, latestFailedJobs, queueFigures } from '../../repositories/jobs';

const security = [{ bearer: [] }];
const tags = ['jobs'];
const entity = 'job';
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const isQueueName = (name: string): name is QueueName => (queueNames as string[]).includes(name);

/**
 * Retries a failed job or drops a job (of any state: a dead letter waits forever), audited with the job as it was.
 * pg-boss makes the change on its own connection while the audit row's transaction is open, so a change that fails
 * rolls the audit row back. Nothing here locks the job's row: pg-boss's statement would wait on that lock for ever.
 */
async function changeJob(
  app: FastifyInstance,
  em: EntityManager,
  actor: AuditActor,
  { queue, id }: JobParams,
  action: 'retry' | 'drop',
): Promise<void> {
  if (!isQueueName(queue)) throw badRequest(text.unknownQueue);
  await em.transactional(async (tx) => {
    const before = await findJob(tx, queue, id);
    if (!before) throw notFound(text.notFound);
    if (action === 'retry' && before.state !== 'failed') throw notFound(text.notFailed);
    await recordAudit(tx, actor, { action: `${entity}.${action}`, entity, entityId: id, before });
    if (action === 'retry') await app.jobs.retry(queue, id);
    else await app.jobs.drop(queue, id);
  });
}

/** The job queue on the Status page: each queue's figures and the latest failures, which an admin retries or drops. */
export const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Antrean pekerjaan',
        security,
        response: { 200: AdminJobs, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      queues: await queueFigures(request.em),
      failed: await latestFailedJobs(request.em),
    }),
  );

  app.post(
    '/jobs/:queue/:id/retry',
    {
      schema: {
        tags,
        summary: 'Coba lagi pekerjaan gagal',
        security,
        params: JobParams,
        response: { 204: Type.Null(), ...refused },
      },
    },
    async (request, reply) => {
      await changeJob(app, request.em, actorOf(request), request.params, 'retry');
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/jobs/:queue/:id',
    {
      schema: {
        tags,
        summary: 'Hapus pekerjaan',
        security,
        params: JobParams,
        response: { 204: Type.Null(), ...refused },
      },
    },
    async (request, reply) => {
      await changeJob(app, request.em, actorOf(request), request.params, 'drop');
      return reply.code(204).send(null);
    },
  );
};
