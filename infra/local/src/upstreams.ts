/**
 * The replicas of one service as the gateway sees them: taken in turn, and one that refused a connection is passed
 * over for a while (it is restarting or gone) unless every replica is in that state.
 */
export class Upstreams {
  private next = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(
    readonly urls: readonly string[],
    private readonly downForMs = 2000,
    private readonly now: () => number = Date.now,
  ) {
    if (urls.length === 0) throw new Error('a service needs at least one upstream');
  }

  /** The next replica in turn that is up and not in `tried`; else the untried one that went down longest ago. */
  pick(tried: ReadonlySet<string> = new Set()): string | undefined {
    const untried = this.urls.filter((url) => !tried.has(url));
    if (untried.length === 0) return undefined;
    for (let step = 0; step < this.urls.length; step += 1) {
      const url = this.urls[(this.next + step) % this.urls.length]!;
      if (tried.has(url) || !this.isUp(url)) continue;
      this.next = (this.next + step + 1) % this.urls.length;
      return url;
    }
    return untried.reduce((best, url) =>
      (this.downUntil.get(url) ?? 0) < (this.downUntil.get(best) ?? 0) ? url : best,
    );
  }

  /** The replica could not be reached: pass it over until it has had time to come back. */
  markDown(url: string): void {
    this.downUntil.set(url, this.now() + this.downForMs);
  }

  /** The replica answered: take it in turn again at once. */
  markUp(url: string): void {
    this.downUntil.delete(url);
  }

  isUp(url: string): boolean {
    return (this.downUntil.get(url) ?? 0) <= this.now();
  }
}

/** `{SERVICE}_URL` may list several replicas, separated by commas. */
export const upstreamList = (value: string | readonly string[]): string[] =>
  (typeof value === 'string' ? value.split(',') : [...value]).map((url) => url.trim()).filter(Boolean);
