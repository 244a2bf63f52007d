import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** What the tests beside this file read: the rules, their promtool tests, the dashboards. */
export const observabilityDir = __dirname;
export const rulesDir = path.join(__dirname, 'rules');
export const ruleTestsDir = path.join(__dirname, 'tests');
export const dashboardsDir = path.join(__dirname, 'dashboards');
export const operationsPath = path.resolve(__dirname, '../../docs/OPERATIONS.md');

export const yamlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => path.join(dir, name));

/**
 * promtool (Debian's package `prometheus`; .ci/run installs it): its exit code and output. Missing, it says so: the
 * rules cannot be checked without it.
 */
export function promtool(args: string[], cwd = observabilityDir): { status: number; output: string } {
  const run = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    throw new Error('promtool is missing: install the Debian package `prometheus` (.ci/run installs it)');
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

export interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** Every rule of rules/*.yml, with the file it is in. */
export function loadRules(): Array<Rule & { file: string }> {
  return yamlFiles(rulesDir).flatMap((file) =>
    (parse(readFileSync(file, 'utf8')) as { groups: Array<{ rules: Rule[] }> }).groups.flatMap((group) =>
      group.rules.map((rule) => ({ ...rule, file: path.basename(file) })),
    ),
  );
}

export interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: Array<{ refId: string; expr: string; legendFormat?: string }>;
}

export interface Dashboard {
  uid: string;
  title: string;
  schemaVersion: number;
  templating: { list: Array<{ name: string; type: string; query?: string }> };
  panels: Panel[];
}

/** Every dashboard of dashboards/*.json by file name (without .json), as text and parsed. */
export function loadDashboards(): Array<{ name: string; text: string; dashboard: Dashboard }> {
  return readdirSync(dashboardsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(dashboardsDir, name), 'utf8');
      return { name: name.replace(/\.json$/, ''), text, dashboard: JSON.parse(text) as Dashboard };
    });
}

/** A dashboard's query as Prometheus would run it: Grafana's interval variable made a fixed window. */
export const asPromql = (expr: string) => expr.replaceAll('$__rate_interval', '5m');

const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers, ranges and label lists are
 * taken out, less functions (a name before '('), keywords, numbers and durations.
 */
export function metricNamesIn(expr: string): string[] {
  const text = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const match of text.matchAll(/(?<![\w.$])[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const rest = text.slice(match.index + match[0].length).trimStart();
    if (rest.startsWith('(') || keywords.has(match[0].toLowerCase())) continue;
    names.add(match[0]);
  }
  return [...names];
}
