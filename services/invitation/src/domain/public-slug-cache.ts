import { isDeepStrictEqual } from 'node:util';

/**
 * Sets `key` in `map` as its most recently used entry, first dropping the least recently used ones while the map holds
 * `limit`: a Map iterates in insertion order, so deleting before setting moves a key to the end, and the first key
 * is the one longest unused.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  while (map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** A kept answer: when it was loaded, the load, and its value once it came. */
interface Entry<T> {
  at: number;
  value: Promise<T>;
  settled?: { value: T };
}

/**
 * What a slug resolves to, kept in this replica's memory for a short while: a burst of guests opening one link (a
 * WhatsApp group) reads Postgres once per slug per replica. Per replica by design; every replica drops a slug when
 * Postgres announces an edit of it (plugins/slug-changes.ts), and no copy is served older than `ttlMs` even when such an
 * announcement is lost. At most `limit` slugs (PUBLIC_PAGE_CACHE_ENTRIES), the least recently used dropped first: a
 * kept resolution also holds its serialized answer and rendered page (kept per object, in WeakMaps), so this bound is
 * the bound of them all.
 */
export class PublicSlugCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    readonly ttlMs: number,
    readonly limit: number,
  ) {}

  /** The kept answer for `slug`, else `load()`'s (concurrent misses share one load); `keep` says whether to keep it. */
  get(slug: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const hit = this.entries.get(slug);
    if (hit && Date.now() - hit.at < this.ttlMs) {
      // Used again: to the end of the order, the last to go (two Map operations on the guest's hot path).
      this.entries.delete(slug);
      this.entries.set(slug, hit);
      return hit.value;
    }
    // Past its lifetime a kept answer is read again; unchanged, the kept object goes on, and with it what was
    // serialized, rendered and compressed of it (kept per object): the lifetime costs a read of Postgres, not the
    // work of a new answer (brotli at its best takes milliseconds a page). A changed answer is a new object.
    const previous = hit?.settled;
    const value = previous
      ? load().then((fresh) => (isDeepStrictEqual(fresh, previous.value) ? previous.value : fresh))
      : load();
    const entry: Entry<T> = { at: Date.now(), value };
    setBounded(this.entries, slug, entry, this.limit);
    const drop = () => {
      if (this.entries.get(slug) === entry) this.entries.delete(slug);
    };
    // A failure must not stick.
    value.then((resolved) => {
      entry.settled = { value: resolved };
      return keep(resolved) || drop();
    }, drop);
    return value;
  }

  /** How many slugs are kept now (never more than `limit`). */
  get size(): number {
    return this.entries.size;
  }

  forget(slug: string): void {
    this.entries.delete(slug);
  }

  clear(): void {
    this.entries.clear();
  }
}
