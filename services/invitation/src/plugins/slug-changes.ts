import type { MikroORM } from '@undangin/db';

/** Postgres NOTIFYs this channel with an edited invitation's or page's slug, or '*' for every slug (a theme). */
export const slugChangesChannel = 'public_slug_changed';

interface ListeningConnection {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
  removeAllListeners(): unknown;
}
interface RawConnections {
  acquireRawConnection(): Promise<ListeningConnection>;
  destroyRawConnection(connection: ListeningConnection): Promise<unknown>;
}

// Our listeners off, and a late error of the dying connection ignored (an 'error' nobody listens to would throw).
const quiet = (connection: ListeningConnection) => {
  connection.removeAllListeners();
  connection.on('error', () => {});
};

export interface SlugChangesOptions {
  /** A slug was edited ('*': any may have been). */
  onChange: (slug: string) => void;
  /** Other channels heard on the same connection, each with its handler. */
  channels?: Record<string, (payload: string) => void>;
  /** Listening (again): changes made while not listening were not heard. */
  onListening: () => void;
  onError?: (error: unknown) => void;
}

/**
 * LISTENs for slug changes (and the `channels` given) on a connection of its own (outside the pool, so it never takes a request's place), and
 * listens again after a lost connection with a growing pause (0.5 s doubling to 30 s). Returns its stop function.
 */
export async function listenForSlugChanges(orm: MikroORM, options: SlugChangesOptions): Promise<() => Promise<void>> {
  const client = orm.em.getConnection().getKnex().client as unknown as RawConnections;
  let current: ListeningConnection | null = null;
  let stopped = false;
  let pauseMs = 500;
  let timer: NodeJS.Timeout | null = null;

  const retry = (connection: ListeningConnection) => {
    if (current !== connection || stopped) return;
    current = null;
    quiet(connection);
    void client.destroyRawConnection(connection).catch(() => {});
    timer = setTimeout(() => void connect(), pauseMs);
    timer.unref();
    pauseMs = Math.min(pauseMs * 2, 30_000);
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    let connection: ListeningConnection;
    try {
      connection = await client.acquireRawConnection();
    } catch (error) {
      options.onError?.(error);
      timer = setTimeout(() => void connect(), pauseMs);
      timer.unref();
      pauseMs = Math.min(pauseMs * 2, 30_000);
      return;
    }
    current = connection;
    connection.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === slugChangesChannel) options.onChange(message.payload);
      else options.channels?.[message.channel]?.(message.payload);
    });
    connection.on('error', (error) => {
      options.onError?.(error);
      retry(connection);
    });
    connection.on('end', () => retry(connection));
    try {
      for (const channel of [slugChangesChannel, ...Object.keys(options.channels ?? {})])
        await connection.query(`listen ${channel}`);
      pauseMs = 500;
      options.onListening();
    } catch (error) {
      options.onError?.(error);
      retry(connection);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const connection = current;
    current = null;
    if (connection) {
      quiet(connection);
      await client.destroyRawConnection(connection).catch(() => {});
    }
  };
}
