import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { appNames } from '@undangin/contracts';
import { loadRules, observabilityDir } from './promql';

interface ScrapeConfig {
  rule_files: string[];
  scrape_configs: Array<{
    job_name: string;
    metrics_path: string;
    relabel_configs: Array<{ source_labels?: string[]; regex?: string; action?: string; target_label?: string }>;
  }>;
}

const config = parse(readFileSync(path.join(observabilityDir, 'prometheus.yml'), 'utf8')) as ScrapeConfig;
const [scrape] = config.scrape_configs;

// Debian's promtool is built without Kubernetes discovery, so `promtool check config` cannot read this file here.
describe('the scrape of the services (infra/observability/prometheus.yml)', () => {
  it('loads every rule file and scrapes /metrics', () => {
    expect(config.rule_files).toEqual(['rules/*.yml']);
    expect(scrape?.metrics_path).toBe('/metrics');
  });

  it('keeps every service and the render worker, each as its own job, as the rules name them', () => {
    const kept = scrape!.relabel_configs.find(
      (step) => step.action === 'keep' && step.source_labels?.[0] === '__meta_kubernetes_service_label_service',
    );
    expect(kept?.regex?.split('|').sort()).toEqual([...appNames].sort());
    expect(scrape!.relabel_configs).toContainEqual({
      source_labels: ['__meta_kubernetes_service_label_service'],
      target_label: 'job',
    });
    const jobsInRules = new Set(
      loadRules().flatMap((rule) => [...rule.expr.matchAll(/job=~?"([^"]+)"/g)].flatMap((m) => m[1]!.split('|'))),
    );
    expect([...jobsInRules].sort()).toEqual([...appNames].sort());
  });

  it.each(appNames.map((name) => [name]))(
    "finds %s's Service: labelled app: undangin and its name, with a port named http",
    (name) => {
      const file = path.resolve(observabilityDir, `../k8s/services/${name}/service.yaml`);
      const [service] = parseAllDocuments(readFileSync(file, 'utf8')).map(
        (doc) =>
          doc.toJS() as {
            kind: string;
            metadata: { labels: Record<string, string> };
            spec: { ports: Array<{ name: string }> };
          },
      );
      expect(service?.kind).toBe('Service');
      expect(service?.metadata.labels).toMatchObject({ app: 'undangin', service: name });
      expect(service?.spec.ports.map((port) => port.name)).toContain('http');
    },
  );
});
