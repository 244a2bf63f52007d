// Postgres SQLSTATEs of a server that is going away or cannot take the connection now: class 08 (connection
// exception), 57P01–57P03 (admin or crash shutdown, cannot connect now: a failover), 53300 (too many connections).
// Knex's 'Transaction query already complete' is what the next query of a transaction meets once its connection died.
const unavailableStates = /^(08|57P0[1-3]|53300)/;
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const unavailableMessages =
  /Connection terminated|Timeout acquiring a connection|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Transaction query already complete/i;

/**
 * Whether `error` (or what caused it) says the database cannot be reached right now, rather than that this query
 * is wrong: the client should hear 503 and try again, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (typeof cause !== 'object') return false;
    const { code, message, name } = cause as { code?: unknown; message?: unknown; name?: unknown };
    if (name === 'ConnectionException') return true;
    if (typeof code === 'string' && (unavailableCodes.has(code) || unavailableStates.test(code))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    cause = (cause as { cause?: unknown; previous?: unknown }).cause ?? (cause as { previous?: unknown }).previous;
  }
  return false;
}
