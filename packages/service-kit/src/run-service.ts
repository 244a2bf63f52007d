import type { App } from './build-service';
import type { ServiceConfig } from './config';
import { stopTracing } from './tracing';

/**
 * Listens, and on SIGTERM or SIGINT drains: for `shutdownDrainMs` it still serves while its answers tell the gateway
 * to send nothing new, then it closes its port, finishes the requests in flight and exits.
 */
export async function runService(app: App, config: ServiceConfig): Promise<void> {
  // A service that logs in as a superuser can RESET ROLE out of its grants: production refuses to run like that.
  const [login] = await app.orm.em
    .fork()
    .getConnection()
    .execute<{ rolsuper: boolean; rolname: string }[]>(
      `select rolsuper, rolname from pg_roles where rolname = session_user`,
    );
  if (login?.rolsuper) {
    const message = `${config.service} logs in to Postgres as superuser ${login.rolname}: give it its own login (${config.service.toUpperCase()}_DATABASE_URL)`;
    if (process.env.NODE_ENV === 'production') throw new Error(message);
    app.log.warn(message);
  }
  app.server.keepAliveTimeout = 65_000;
  app.server.requestTimeout = 30_000;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000);
    force.unref();
    app.beginDrain();
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    drained
      .then(() => app.close())
      // The spans of the last requests are sent before the process goes.
      .then(() => stopTracing())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await app.listen({ host: config.host, port: config.port });
}
