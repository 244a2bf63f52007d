import fp from 'fastify-plugin';
import { HealthBody } from '@undangin/contracts';
import { answersUnderLoad } from './load-shedding';

export interface HealthPluginOptions {
  service: string;
  prefix: string;
}

/** /health says the process is up; /ready says it can reach the database. Both also under the prefix. */
export const healthPlugin = fp<HealthPluginOptions>(async (app, { service, prefix }) => {
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
      { schema: schema('Siap melayani (basis data terjangkau)'), logLevel: 'warn' },
      async (_request, reply) => {
        try {
          await app.orm.em.getConnection().execute('select 1');
          return { status: 'ok' as const, service, checks: { database: 'ok' } };
        } catch {
          return reply
            .code(503)
            .send({ status: 'unavailable' as const, service, checks: { database: 'tidak terjangkau' } });
        }
      },
    );
  }
});
