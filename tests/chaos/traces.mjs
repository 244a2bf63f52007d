// What a failure tells its reporter: every 5xx body names a trace id, and that id finds the failed request's trace in
// what the stack exported (the OTLP receiver the stack sends its spans to).

/**
 * Checks over the answers of a scenario: each 5xx carried a trace id, and the first one's trace arrived with the
 * server span of the process that answered it (the service, or the gateway when no replica could take it).
 */
export async function traceChecks(results, receiver) {
  const failures = results.filter((r) => r.status >= 500);
  const named = failures.filter((r) => /^[0-9a-f]{32}$/.test(r.traceId ?? ''));
  const checks = [
    {
      what: 'every 5xx names its trace (trace_id in the body)',
      ok: named.length === failures.length,
      detail: failures.length ? `${named.length} of ${failures.length}` : 'no 5xx in this run',
    },
  ];
  const first = named[0];
  const failedServerSpan = (span) =>
    span.traceId === first.traceId &&
    span.kind === 2 &&
    Number(span.attributes['http.response.status_code'] ?? span.attributes['http.status_code']) === first.status;
  const found = first ? await receiver.waitFor(failedServerSpan, 20_000).catch(() => []) : [];
  // The innermost server span that answered with the failure: the service's, or the gateway's when it answered itself.
  const answered = found.find((span) => span.service !== 'gateway') ?? found[0];
  checks.push({
    what: 'the first 5xx’s trace id finds its trace (the server span that answered it)',
    ok: !first || found.length > 0,
    detail: answered
      ? `${first.traceId}: ${answered.service} ${answered.name} ${first.status}`
      : (first?.traceId ?? 'no 5xx to look up'),
  });
  return checks;
}
