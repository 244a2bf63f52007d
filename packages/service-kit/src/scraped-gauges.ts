import { Gauge, type Registry } from 'prom-client';

export interface ScrapedSeries {
  labels?: Record<string, string>;
  value: number;
}

export interface ScrapedGaugeSpec<T> {
  name: string;
  help: string;
  labelNames?: string[];
  /** This gauge's series, from the scrape's one read. */
  series: (read: T) => ScrapedSeries[];
}

const failed: unique symbol = Symbol('read failed');

/** A gauge set from a read made when Prometheus scrapes; without a series when the read failed. */
class ScrapedGauge<T> extends Gauge {
  constructor(
    private readonly spec: ScrapedGaugeSpec<T>,
    private readonly readOnce: () => Promise<T | typeof failed>,
    registry: Registry,
  ) {
    super({ name: spec.name, help: spec.help, labelNames: spec.labelNames ?? [], registers: [registry] });
  }

  override async get() {
    const read = await this.readOnce();
    const series = read === failed ? [] : this.spec.series(read);
    this.reset();
    for (const { labels = {}, value } of series) this.set(labels, value);
    const metric = await super.get();
    // Unknown is no sample, never a zero: a zero would read as an empty queue or a backup made in 1970.
    return series.length ? metric : { ...metric, values: [] };
  }
}

/**
 * Gauges read from the database when Prometheus scrapes: one `read` per scrape feeds them all (their collects start
 * together and share it). A read that fails leaves these gauges out of that scrape and is handed to `onError`; the
 * rest of /metrics answers as usual, so a database outage never looks like a service that is down.
 */
export function scrapedGauges<T>(
  registry: Registry,
  read: () => Promise<T>,
  specs: ScrapedGaugeSpec<T>[],
  onError: (err: unknown) => void,
): void {
  let pending: Promise<T | typeof failed> | null = null;
  const readOnce = () =>
    (pending ??= read()
      .catch((err: unknown): typeof failed => {
        onError(err);
        return failed;
      })
      .finally(() => {
        pending = null;
      }));
  for (const spec of specs) new ScrapedGauge(spec, readOnce, registry);
}
