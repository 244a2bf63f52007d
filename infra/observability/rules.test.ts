import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadRules, operationsPath, promtool, ruleTestsDir, rulesDir, yamlFiles } from './promql';

interface RuleTestFile {
  rule_files: string[];
  tests: Array<{ alert_rule_test?: Array<{ alertname: string; exp_alerts: unknown[] }> }>;
}

const alerts = loadRules().filter((rule) => rule.alert);
const ruleTests = yamlFiles(ruleTestsDir).map((file) => ({
  file,
  ...(parse(readFileSync(file, 'utf8')) as RuleTestFile),
}));

describe('the alerting and recording rules (infra/observability/rules)', () => {
  it('pass `promtool check rules`', () => {
    const files = yamlFiles(rulesDir);
    const { status, output } = promtool(['check', 'rules', ...files]);
    expect({ status, output }).toMatchObject({ status: 0 });
    expect(output.match(/SUCCESS: \d+ rules found/g)).toHaveLength(files.length);
  });

  it('pass their unit tests, `promtool test rules tests/*.yml`', () => {
    const { status, output } = promtool(['test', 'rules', ...ruleTests.map((test) => test.file)], ruleTestsDir);
    expect({ status, output }).toMatchObject({ status: 0 });
    expect(output.match(/SUCCESS/g)).toHaveLength(ruleTests.length);
  });

  it('are every one loaded by some unit test', () => {
    const loaded = new Set(
      ruleTests.flatMap((test) => test.rule_files.map((file) => path.resolve(path.dirname(test.file), file))),
    );
    expect(yamlFiles(rulesDir).filter((file) => !loaded.has(file))).toEqual([]);
  });

  it('test every alert on a series that fires it and on one that does not', () => {
    const cases = ruleTests.flatMap((test) => test.tests.flatMap((group) => group.alert_rule_test ?? []));
    const untested = alerts
      .map((rule) => rule.alert!)
      .filter((name) => {
        const own = cases.filter((testCase) => testCase.alertname === name);
        return !own.some((c) => c.exp_alerts.length > 0) || !own.some((c) => c.exp_alerts.length === 0);
      });
    expect(untested).toEqual([]);
    expect(alerts.length).toBeGreaterThanOrEqual(14);
  });

  it('give every alert a severity, a summary and a runbook section of its own in docs/OPERATIONS.md', () => {
    const operations = readFileSync(operationsPath, 'utf8');
    const alertsSection = operations.slice(operations.indexOf('\n## Alerts and dashboards\n'));
    expect(alertsSection.length).toBeGreaterThan(100);
    for (const rule of alerts) {
      const name = rule.alert!;
      expect({ name, severity: rule.labels?.severity }).toEqual({
        name,
        severity: expect.stringMatching(/^(critical|warning)$/),
      });
      expect({ name, summary: rule.annotations?.summary }).toEqual({ name, summary: expect.any(String) });
      expect({ name, runbook: rule.annotations?.runbook_url }).toEqual({
        name,
        runbook: `docs/OPERATIONS.md#${name.toLowerCase()}`,
      });
      expect({ name, heading: alertsSection.includes(`\n#### ${name}\n`) }).toEqual({ name, heading: true });
    }
    expect(new Set(alerts.map((rule) => rule.alert)).size).toBe(alerts.length);
  });
});
