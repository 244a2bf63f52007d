import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { asPromql, loadDashboards, promtool } from './promql';

const dashboards = loadDashboards();
const services = ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing', 'render'];

describe('the Grafana dashboards (infra/observability/dashboards)', () => {
  it('are one per service and one of the business', () => {
    expect(dashboards.map((d) => d.name).sort()).toEqual([...services, 'business'].sort());
    expect(new Set(dashboards.map((d) => d.dashboard.uid)).size).toBe(dashboards.length);
  });

  it.each(dashboards.map((d) => [d.name, d] as const))(
    '%s: schema 39, one Prometheus data source variable that every panel uses, unique panel ids, no outside URL',
    (_name, { text, dashboard }) => {
      expect(dashboard.schemaVersion).toBe(39);
      expect(dashboard.templating.list).toEqual([expect.objectContaining({ name: 'datasource', type: 'datasource' })]);
      expect(dashboard.templating.list[0]!.query).toBe('prometheus');
      const ids = dashboard.panels.map((panel) => panel.id);
      expect(new Set(ids).size).toBe(ids.length);
      const queries = dashboard.panels.filter((panel) => panel.type !== 'row');
      expect(queries.length).toBeGreaterThan(5);
      for (const panel of queries) {
        expect({ panel: panel.title, datasource: panel.datasource }).toEqual({
          panel: panel.title,
          datasource: { type: 'prometheus', uid: '${datasource}' },
        });
        expect({ panel: panel.title, queries: panel.targets?.length ?? 0 }).toEqual({
          panel: panel.title,
          queries: expect.any(Number),
        });
        expect(panel.targets!.length).toBeGreaterThan(0);
      }
      // Variables: the data source, and Grafana's own rate interval; nothing else to fill in.
      const variables = new Set(text.match(/\$\{?\w+\}?/g));
      expect(variables.has('${datasource}')).toBe(true);
      expect([...variables].filter((used) => !['${datasource}', '$__rate_interval'].includes(used))).toEqual([]);
      expect(text).not.toMatch(/https?:\/\//);
    },
  );

  it('query in PromQL that Prometheus parses (each query checked by promtool as a recording rule)', () => {
    const rules = dashboards.flatMap(({ name, dashboard }) =>
      dashboard.panels.flatMap((panel) =>
        (panel.targets ?? []).map((target) => ({
          record: `dashboard:${name}:${panel.id}${target.refId.toLowerCase()}`,
          expr: asPromql(target.expr),
        })),
      ),
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'undangin-dashboards-'));
    try {
      const file = path.join(dir, 'queries.yml');
      writeFileSync(file, stringify({ groups: [{ name: 'dashboards', rules }] }));
      const { status, output } = promtool(['check', 'rules', file]);
      expect({ status, output }).toMatchObject({ status: 0 });
      expect(output).toContain(`SUCCESS: ${rules.length} rules found`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
