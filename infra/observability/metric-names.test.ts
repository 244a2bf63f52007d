import { asPromql, loadDashboards, loadRules, metricNamesIn } from './promql';
import { buildService } from '../../tests/security/support/services';

/** The sample names a /metrics text carries, from its `# TYPE` lines (histograms and summaries with their parts). */
function sampleNames(body: string): string[] {
  return [...body.matchAll(/^# TYPE (\S+) (\w+)$/gm)].flatMap(([, name, type]) =>
    type === 'histogram'
      ? [`${name}_bucket`, `${name}_sum`, `${name}_count`]
      : type === 'summary'
        ? [name!, `${name}_sum`, `${name}_count`]
        : [name!],
  );
}

const rules = loadRules();
const recorded = new Set(rules.flatMap((rule) => (rule.record ? [rule.record] : [])));
// What Prometheus itself makes of every target.
const fromPrometheus = new Set(['up']);

describe('the metrics the rules and dashboards read', () => {
  // Every service as its tests build it, scraped once: the names it exports, its process and pool's too (the render
  // worker's /metrics is service-kit's alone, the same as these).
  const exported = new Set<string>();
  beforeAll(async () => {
    for (const service of ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing'] as const) {
      const { app } = await buildService(service);
      try {
        const answer = await app.inject({ url: '/metrics' });
        expect(answer.statusCode).toBe(200);
        for (const name of sampleNames(answer.body)) exported.add(name);
      } finally {
        await app.close();
      }
    }
  }, 120_000);

  const unknown = (names: string[]) =>
    names.filter((name) => !exported.has(name) && !recorded.has(name) && !fromPrometheus.has(name));

  it('include the ones this work added, as the services export them', () => {
    for (const name of [
      'db_pool_connections_max',
      'job_queue_jobs',
      'job_queue_due_jobs',
      'job_queue_oldest_due_seconds',
      'platform_accounts',
      'platform_paid_orders_this_month',
      'backup_last_success_timestamp_seconds',
      'payment_notifications_refused_total',
      'custom_domain_certificate_checks_total',
    ])
      expect({ name, exported: exported.has(name) }).toEqual({ name, exported: true });
  });

  it('are, in every rule, exported by a service or recorded by another rule', () => {
    const used = rules.flatMap((rule) =>
      metricNamesIn(rule.expr).map((name) => `${rule.alert ?? rule.record}: ${name}`),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((entry) => unknown([entry.split(': ')[1]!]).length)).toEqual([]);
  });

  it('are, in every dashboard query, exported by a service or recorded by a rule', () => {
    const used = loadDashboards().flatMap(({ name, dashboard }) =>
      dashboard.panels.flatMap((panel) =>
        (panel.targets ?? []).flatMap((target) =>
          metricNamesIn(asPromql(target.expr)).map((metric) => `${name} / ${panel.title}: ${metric}`),
        ),
      ),
    );
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((entry) => unknown([entry.split(': ').at(-1)!]).length)).toEqual([]);
  });

  it('are found in an expression, functions, keywords and labels left out', () => {
    expect(
      metricNamesIn(
        'sum by (le) (rate(http_request_duration_seconds_bucket{route!~"/a|b"}[5m])) / on (service) group_left () ' +
          '(1 - service:slo_latency_target:ratio) and x offset 1h > 0.9 * db_pool_connections_max',
      ).sort(),
    ).toEqual([
      'db_pool_connections_max',
      'http_request_duration_seconds_bucket',
      'service:slo_latency_target:ratio',
      'x',
    ]);
  });
});
