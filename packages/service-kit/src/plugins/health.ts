import fp from 'fastify-plugin';
import { HealthBody } from '@undangin/contracts';
import { answersUnderLoad } from './load-shedding';

export interface HealthPluginOptions {
  service: string;
  prefix: string;
}

/**
 * /health (liveness) says the process is up, whatever the database does. /ready (readiness) is 503 only before the
 * service reached its database once, while it drains, and while it sheds load: a database outage or failover reaches every replica alike,
 * so it must not take them all out of rotation at once (each answers 503 with Retry-After meanwhile, and the
 * invitation service keeps serving what it has cached). /ready still reports the database's state. Both also under
 * the prefix.
 */
export const healthPlugin = fp<HealthPluginOptions>(async (app, { service, prefix }) => {
  let reachedDatabase = false;
  const databaseCheck = async (): Promise<'ok' | 'tidak terjangkau'> => {
    try {
      await app.orm.em.getConnection().execute('select 1');
      reachedDatabase = true;
      return 'ok';
    } catch {
      return 'tidak terjangkau';
    }
  };
  const schema = (summary: string) => ({
    tags: ['health'],
    summary,
    response: { 200: HealthBody, 503: HealthBody },
  });
  for (const base of ['', prefix]) {
    app.get(
      `${base}/health`,
      { schema: schema('Proses hidup'), logLevel: 'warn', config: answersUnderLoad },
      async () => ({
        status: 'ok' as const,
        service,
      }),
    );
    app.get(
      `${base}/ready`,
      { schema: schema('Siap menerima permintaan'), logLevel: 'warn', config: answersUnderLoad },
      async (_request, reply) => {
        const database = await databaseCheck();
        const overloaded = app.isUnderPressure();
        const checks = {
          database,
          ...(app.draining ? { shutdown: 'sedang berhenti' } : {}),
          ...(overloaded ? { load: 'sibuk' } : {}),
        };
        // An overloaded replica steps out of rotation until it catches up; the others take its share.
        if (app.draining || !reachedDatabase || overloaded)
          return reply.code(503).send({ status: 'unavailable' as const, service, checks });
        return { status: 'ok' as const, service, checks };
      },
    );
  }
});
