import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';

export interface RevocationListOptions {
  /** Postgres to LISTEN on (the service's own connection string). */
  url: string;
  /** Seconds between catch-up reads: the bound on staleness when notifications are lost (a pooler, a dropped link). */
  pollSeconds: number;
  /** How long a revoked session is remembered: at least the longest access-token lifetime. */
  windowSeconds: number;
  onError?: (error: unknown) => void;
}

const channel = 'auth_session_revoked';

/**
 * The sessions that ended (logout, reset, reused refresh token, revoked role), kept in memory so that checking a
 * token costs no query: filled at start, kept current by Postgres NOTIFY, and caught up by a cheap incremental
 * read every few seconds in case a notification was missed.
 */
export class RevocationList {
  private readonly revoked = new Map<string, number>();
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private since: Date | null = null;
  private closed = false;
  private reconnectDelayMs = 500;

  constructor(
    private readonly orm: MikroORM,
    private readonly options: RevocationListOptions,
  ) {}

  has(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  get size(): number {
    return this.revoked.size;
  }

  async start(): Promise<void> {
    await this.listen().catch((error) => this.options.onError?.(error));
    await this.catchUp();
    this.timer = setInterval(
      () => void this.catchUp().catch((error) => this.options.onError?.(error)),
      this.options.pollSeconds * 1000,
    );
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  /** Reads what ended since the last read (all of the window at first), with a little overlap for clock skew. */
  async catchUp(): Promise<void> {
    const from = this.since
      ? new Date(this.since.getTime() - 5000)
      : new Date(Date.now() - this.options.windowSeconds * 1000);
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ session_id: string; revoked_at: Date | string }[]>(
        `select session_id, revoked_at from auth_revoked_sessions where revoked_at >= ? order by revoked_at`,
        [from],
      );
    for (const row of rows) {
      const at = new Date(row.revoked_at);
      this.revoked.set(row.session_id, at.getTime());
      if (!this.since || at > this.since) this.since = at;
    }
    this.since ??= new Date(Date.now() - 5000);
    const forgetBefore = Date.now() - this.options.windowSeconds * 1000;
    for (const [sessionId, at] of this.revoked) if (at < forgetBefore) this.revoked.delete(sessionId);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.options.url });
    const retry = () => {
      if (this.listener !== client || this.closed) return;
      this.listener = null;
      void client.end().catch(() => {});
      setTimeout(
        () =>
          void this.listen()
            .then(() => this.catchUp())
            .catch((error) => this.options.onError?.(error)),
        this.reconnectDelayMs,
      ).unref();
      this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, 30_000);
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.revoked.set(message.payload, Date.now());
    });
    client.on('error', (error) => {
      this.options.onError?.(error);
      retry();
    });
    client.on('end', retry);
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      this.reconnectDelayMs = 500;
    } catch (error) {
      retry();
      throw error;
    }
  }
}
