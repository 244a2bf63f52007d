import { PublicSlugCache, setBounded } from './public-slug-cache';

/** A cache whose loads are counted per slug: a load is a read of Postgres, a hit is none. */
function counted(limit: number, ttlMs = 60_000) {
  const cache = new PublicSlugCache<string>(ttlMs, limit);
  const loads: string[] = [];
  const open = (slug: string) =>
    cache.get(slug, async () => {
      loads.push(slug);
      return `resolved ${slug}`;
    });
  return { cache, loads, open };
}

describe('the public slug cache (PUBLIC_PAGE_CACHE_ENTRIES)', () => {
  it('never holds more slugs than its limit, however many guests open', async () => {
    const { cache, open } = counted(50);
    for (let i = 0; i < 2_000; i += 1) {
      await open(`undangan-${i % 700}`);
      expect(cache.size).toBeLessThanOrEqual(50);
    }
    expect(cache.size).toBe(50);
  });

  it('drops the least recently used slug first: one opened again stays, one left alone goes', async () => {
    const { loads, open } = counted(3);
    await open('a');
    await open('b');
    await open('c');
    // 'a' is the oldest kept, but opened again: 'b' is now the one longest unused.
    expect(await open('a')).toBe('resolved a');
    await open('d');
    loads.length = 0;
    await open('a');
    await open('c');
    await open('d');
    expect(loads).toEqual([]);
    await open('b');
    expect(loads).toEqual(['b']);
  });

  it('counts a slug reloaded after its lifetime as just used, once', async () => {
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const { cache, loads, open } = counted(2, 10_000);
      await open('a');
      await open('b');
      now += 10_000;
      // 'a' is stale: loaded again, it becomes the newest; the cache still holds two, and 'b' is the next to go.
      await open('a');
      expect(loads).toEqual(['a', 'b', 'a']);
      expect(cache.size).toBe(2);
      await open('c');
      loads.length = 0;
      await open('a');
      expect(loads).toEqual([]);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps the same object through a reload that finds the same answer, and a new one for a changed answer', async () => {
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const cache = new PublicSlugCache<{ couple: string; gallery: string[] }>(10_000, 10);
      let couple = 'Rina & Dimas';
      let loads = 0;
      const open = () =>
        cache.get('rina-dimas', async () => {
          loads += 1;
          return { couple, gallery: ['a.jpg'] };
        });
      const first = await open();
      now += 10_000;
      // Read again (a new object from Postgres), equal: what was rendered and compressed of the first still serves.
      expect(await open()).toBe(first);
      expect(loads).toBe(2);
      couple = 'Rina & Dimas Pratama';
      now += 10_000;
      const changed = await open();
      expect(changed).not.toBe(first);
      expect(changed.couple).toBe('Rina & Dimas Pratama');
      // Forgotten (an edit's announcement): read afresh, whatever it was.
      cache.forget('rina-dimas');
      expect(await open()).not.toBe(changed);
    } finally {
      clock.mockRestore();
    }
  });

  it('shares one load between guests opening a slug at once, and keeps no failure', async () => {
    const cache = new PublicSlugCache<string>(60_000, 10);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('Postgres tidak menjawab'));
    };
    await Promise.all([cache.get('x', failing), cache.get('x', failing)].map((p) => p.catch(() => null)));
    expect(calls).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('setBounded keeps a plain map to its limit in the same order', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'a', 'd'].entries()) setBounded(map, key, i, 3);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
  });
});
