/**
 * What a slug resolves to, kept in this replica's memory for a short while: a burst of guests opening one link (a
 * WhatsApp group) reads Postgres once per slug per replica. Per replica by design; every replica drops a slug when
 * Postgres announces an edit of it (plugins/slug-changes.ts), and no copy is served older than `ttlMs` even when such an
 * announcement is lost.
 */
export class PublicSlugCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    readonly ttlMs: number,
    private readonly limit: number,
  ) {}

  /** The kept answer for `slug`, else `load()`'s (concurrent misses share one load); `keep` says whether to keep it. */
  get(slug: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const hit = this.entries.get(slug);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    const entry = { at: Date.now(), value };
    this.entries.set(slug, entry);
    const drop = () => {
      if (this.entries.get(slug) === entry) this.entries.delete(slug);
    };
    // A failure must not stick.
    value.then((resolved) => keep(resolved) || drop(), drop);
    return value;
  }

  forget(slug: string): void {
    this.entries.delete(slug);
  }

  clear(): void {
    this.entries.clear();
  }
}
